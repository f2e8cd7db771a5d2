import { useId } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WavingHandOutlined from '@mui/icons-material/WavingHandOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { StatusLayout } from '../../components/layout/status-layout.tsx';

export interface PlaceholderPageProps {
  userName: string;
  /** Role names as held by the user (e.g. `FinalUser`); shown with their label from `status.roleLabels`. */
  roles: string[];
  /** Shown inside the app shell (logged-in users). */
  embedded?: boolean;
}

/** Route /placeholder: the neutral home of a user without a dedicated dashboard. */
export function PlaceholderPage({ userName, roles, embedded = false }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const rolesTitleId = useId();
  return (
    <StatusLayout
      embedded={embedded}
      icon={<WavingHandOutlined />}
      title={t('status.placeholder.greeting', { name: userName })}
    >
      <Typography id={rolesTitleId} variant="h6" component="h2" sx={{ color: 'text.primary' }}>
        {t('status.placeholder.rolesTitle')}
      </Typography>
      {roles.length > 0 ? (
        <Stack
          component="ul"
          aria-labelledby={rolesTitleId}
          direction="row"
          useFlexGap
          flexWrap="wrap"
          justifyContent="center"
          spacing={1}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {roles.map((role) => (
            <li key={role}>
              <Chip color="primary" variant="outlined" label={t(`status.roleLabels.${role}`, { defaultValue: role })} />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2">{t('status.placeholder.noRoles')}</Typography>
      )}
      <Typography variant="body1" sx={{ pt: 1 }}>
        {t('status.placeholder.message')}
      </Typography>
    </StatusLayout>
  );
}
