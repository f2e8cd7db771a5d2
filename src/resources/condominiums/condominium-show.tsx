import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { condominiumsApi } from '../../../domain/api/condominiums.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { BuildingsCard } from './buildings-card.tsx';
import { useCondominium } from './condominium-api.ts';
import { CondominiumSummary } from './condominium-summary.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { RecordTitle } from '../../components/record-title.tsx';

function RolesCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const roles = useApiQuery(condominiumsApi.roles, { params: { id } });
  return (
    <SectionCard headingId="roles-title" title={t('condominiums.roles.title')}>
      <QueryContent query={roles} loadingLabel={t('condominiums.roles.loading')} empty={t('condominiums.roles.empty')}>
        {({ data }) => (
          <List disablePadding>
            {data.map((entry) => (
              <ListItem key={`${entry.profileId}-${entry.role}`} disableGutters>
                <ListItemText
                  primary={`${entry.name} · ${entry.roleLabel}`}
                  secondary={t('condominiums.roles.since', { date: entry.assignedAt })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryContent>
    </SectionCard>
  );
}

/** /condominiums/show/:id: the registry of one condominium, its buildings and stairs, and who holds a role on it. */
export function CondominiumShowScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const condominium = useCondominium(id);
  return (
    <QueryContent
      query={condominium}
      loadingLabel={t('condominiums.loading')}
      errorActions={
        <Button component={Link} to="/condominiums" variant="outlined">
          {t('crud.backToList')}
        </Button>
      }
    >
      {(registry) => (
        <Stack spacing={3} sx={{ maxWidth: 1200 }}>
          <div>
            <RecordTitle kind={t('condominiums.titles.show')} name={registry.name} />
          </div>
          <Stack direction="row" spacing={1}>
            {registry.canEdit && (
              <Button component={Link} to={`/condominiums/edit/${id}`} variant="outlined">
                {t('condominiums.titles.edit')}
              </Button>
            )}
            <Button component={Link} to="/condominiums">
              {t('crud.backToList')}
            </Button>
          </Stack>
          <CondominiumSummary condominium={registry} />
          <BuildingsCard condominiumId={id} buildings={registry.buildings ?? []} canEdit={registry.canEdit} />
          <RolesCard id={id} />
        </Stack>
      )}
    </QueryContent>
  );
}
