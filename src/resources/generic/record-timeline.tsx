import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { resourceEndpoints } from '../../../domain/api/resources.ts';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import type { AuditEntry } from '../../../domain/schemas/audit.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { fieldLabelKey, formatValue, type Translate } from './declaration-view.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { SectionCard } from '../../components/section-card.tsx';

export interface RecordTimelineProps {
  declaration: ResourceBlueprint;
  id: string;
  /** Ask as this role (X-AppRole), as the detail does. */
  appRole?: number;
}

function changeLines(declaration: ResourceBlueprint, entry: AuditEntry, t: Translate): string[] {
  return Object.entries(entry.changes).map(([key, { from, to }]) => {
    const field = declaration.fields.find((candidate) => candidate.name === key);
    const label = t(fieldLabelKey(declaration, key), { defaultValue: key });
    const shown = (value: unknown) => {
      const text = field
        ? formatValue(declaration, field, value, t)
        : typeof value === 'string'
          ? value
          : JSON.stringify(value);
      return text === '' || text === 'null' ? t('lists.timeline.empty_value') : text;
    };
    return entry.action === 'create'
      ? t('lists.timeline.set', { field: label, to: shown(to) })
      : t('lists.timeline.change', { field: label, from: shown(from), to: shown(to) });
  });
}

/**
 * A record's timeline (issue 21): every write the server audited, newest first: who, when, and field by field what
 * changed.
 */
export function RecordTimeline({ declaration, id, appRole }: RecordTimelineProps) {
  const { t } = useTranslation();
  const timeline = useApiQuery(resourceEndpoints(declaration).timeline, { params: { id } }, { appRole });
  const content = (
    <QueryContent
      query={timeline}
      loadingLabel={t('lists.timeline.loading')}
      errorText={t('lists.timeline.failed')}
      errorLook="line"
      empty={t('lists.timeline.empty')}
    >
      {({ data }) => (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider' }}>
          {data.map((entry) => (
            <Stack component="li" key={entry.id} spacing={0.5} sx={{ pl: 2 }}>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Typography>
              <Typography>
                <strong>{entry.actor?.name ?? t('lists.timeline.unknownActor')}</strong>{' '}
                {t(`lists.timeline.actions.${entry.action}`)}
              </Typography>
              {changeLines(declaration, entry, t).map((line) => (
                <Typography key={line} variant="body2">
                  {line}
                </Typography>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </QueryContent>
  );
  return (
    <SectionCard headingId={`timeline-${id}`} title={t('lists.timeline.title')}>
      {content}
    </SectionCard>
  );
}
