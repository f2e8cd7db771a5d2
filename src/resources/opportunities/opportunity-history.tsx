import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { opportunitiesApi } from '../../../domain/api/opportunities.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { OpportunityStatusChip } from './opportunity-status-chip.tsx';
import { formatDateTime } from '../../../domain/format.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { SectionCard } from '../../components/section-card.tsx';

/** Every status change of the opportunity, oldest first: when, who, from and to, and the note. */
export function OpportunityHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useApiQuery(opportunitiesApi.history, { params: { id } });
  const body = (
    <QueryContent
      query={query}
      loadingLabel={t('opportunity.history.loading')}
      errorText={t('opportunity.history.failed')}
      empty={t('opportunity.history.empty')}
    >
      {({ data }) => (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }} aria-label={t('opportunity.history.title')}>
          {data.map((entry) => (
            <li key={entry.id}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130 }}>
                  {formatDateTime(entry.changedAt)}
                </Typography>
                <OpportunityStatusChip status={entry.toStatus} />
                <Typography variant="body2">
                  {entry.fromStatus === null
                    ? t('opportunity.history.created')
                    : t('opportunity.history.moved', {
                        from: t(`opportunity.values.status.${entry.fromStatus}`),
                        to: t(`opportunity.values.status.${entry.toStatus}`),
                      })}
                  {entry.changedByName !== null && ` ${t('opportunity.history.by', { name: entry.changedByName })}`}
                </Typography>
              </Stack>
              {entry.note !== null && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                  {t('opportunity.history.note', { note: entry.note })}
                </Typography>
              )}
            </li>
          ))}
        </Stack>
      )}
    </QueryContent>
  );
  return <SectionCard title={t('opportunity.history.title')}>{body}</SectionCard>;
}
