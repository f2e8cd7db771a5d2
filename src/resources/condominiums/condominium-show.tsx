import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { condominiumsApi } from '../../../domain/api/condominiums.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { BuildingsCard } from './buildings-card.tsx';
import { useCondominium } from './condominium-api.ts';
import { CondominiumSummary } from './condominium-summary.tsx';
import { SectionCard } from '../../components/section-card.tsx';

function RolesCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const roles = useApiQuery(condominiumsApi.roles, { params: { id } });
  let content;
  if (roles.isPending) content = <CircularProgress aria-label={t('condominiums.roles.loading')} />;
  else if (roles.isError) content = <Alert severity="error">{userMessageOf(roles.error)}</Alert>;
  else if (roles.data.data.length === 0)
    content = <Typography color="text.secondary">{t('condominiums.roles.empty')}</Typography>;
  else {
    content = (
      <List disablePadding>
        {roles.data.data.map((entry) => (
          <ListItem key={`${entry.profileId}-${entry.role}`} disableGutters>
            <ListItemText
              primary={`${entry.name} · ${entry.roleLabel}`}
              secondary={t('condominiums.roles.since', { date: entry.assignedAt })}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <SectionCard headingId="roles-title" title={t('condominiums.roles.title')}>
      {content}
    </SectionCard>
  );
}

/** /condominiums/show/:id: the registry of one condominium, its buildings and stairs, and who holds a role on it. */
export function CondominiumShowScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const condominium = useCondominium(id);
  if (condominium.isPending)
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('condominiums.loading')} />
      </Stack>
    );
  if (condominium.isError) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Alert severity="error">{userMessageOf(condominium.error)}</Alert>
        <div>
          <Button component={Link} to="/condominiums" variant="outlined">
            {t('crud.backToList')}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <div>
        <Typography variant="overline" color="text.secondary">
          {t('condominiums.titles.show')}
        </Typography>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {condominium.data.name}
        </Typography>
      </div>
      <Stack direction="row" spacing={1}>
        {condominium.data.canEdit && (
          <Button component={Link} to={`/condominiums/edit/${id}`} variant="outlined">
            {t('condominiums.titles.edit')}
          </Button>
        )}
        <Button component={Link} to="/condominiums">
          {t('crud.backToList')}
        </Button>
      </Stack>
      <CondominiumSummary condominium={condominium.data} />
      <BuildingsCard
        condominiumId={id}
        buildings={condominium.data.buildings ?? []}
        canEdit={condominium.data.canEdit}
      />
      <RolesCard id={id} />
    </Stack>
  );
}
