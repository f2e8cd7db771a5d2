import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOne, type BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { fieldLabelKey, formatValue, shownValue, recordTitle } from './declaration-view.ts';
import { RecordTimeline } from './record-timeline.tsx';
import { resourceMeta, resourcePaths } from './resource-paths.ts';
import { useResourcePermissions } from './use-resource-permissions.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { SectionCard } from '../../components/section-card.tsx';

export interface ResourceShowProps {
  declaration: ResourceBlueprint;
  /** What a resource folder adds below the fields once the record is loaded (actions, history). */
  children?: (record: BaseRecord) => ReactNode;
}

/**
 * The generated detail: every declared field with its label and it-IT value; edit only when `can()` allows and the
 * record is not marked `editable: false`.
 */
export function ResourceShow({ declaration, children }: ResourceShowProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const paths = resourcePaths(declaration);
  const permissions = useResourcePermissions(declaration);
  const { result: record, query } = useOne({
    resource: declaration.name,
    id,
    meta: resourceMeta(declaration),
    errorNotification: false,
  });

  const content = (
    <QueryContent query={query} loadingLabel={t('crud.loading')}>
      {({ data: loaded }) => (
        <SectionCard title={recordTitle(declaration, loaded)}>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {declaration.fields.map((field) => (
              <Stack key={field.name} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <Typography component="dt" color="text.secondary" sx={{ minWidth: 240 }}>
                  {textFromData(t, fieldLabelKey(declaration, field.name))}
                </Typography>
                <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {formatValue(declaration, field, shownValue(field, loaded), t) || '—'}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </SectionCard>
      )}
    </QueryContent>
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">{textFromData(t, `${declaration.name}.titles.show`)}</Typography>
      {content}
      {record !== undefined && !query.isError && children?.(record)}
      {/* The timeline is for who may edit this record, as the server decides
          (a participant reads an appointment, not its history). */}
      {permissions.edit && record !== undefined && !query.isError && record.editable !== false && (
        <RecordTimeline declaration={declaration} id={id} />
      )}
      <Stack direction="row" spacing={2}>
        <Button component={Link} to={paths.list} variant="outlined">
          {t('crud.backToList')}
        </Button>
        {permissions.edit && record !== undefined && record.editable !== false && (
          <Button component={Link} to={paths.edit(id)} variant="contained">
            {t('crud.edit')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
