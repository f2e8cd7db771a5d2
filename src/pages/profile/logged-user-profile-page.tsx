import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../providers/session-context.tsx';

/** Route /logged-user-profile: the user's own data (the editable sections come with the profile issue). */
export function LoggedUserProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  const { details } = user;
  const rows: [string, string][] = [
    [t('profile.fields.firstName'), details.firstName],
    [t('profile.fields.lastName'), details.lastName],
    [t('profile.fields.email'), details.email],
    [t('profile.fields.phone'), details.phone ?? t('profile.notProvided')],
    [t('profile.fields.network'), details.network?.name ?? t('profile.notProvided')],
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{t('profile.title')}</Typography>
      <Card>
        <CardContent component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}>
          {rows.map(([label, value]) => (
            <Stack key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">{label}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
            </Stack>
          ))}
        </CardContent>
      </Card>
    </Stack>
  );
}
