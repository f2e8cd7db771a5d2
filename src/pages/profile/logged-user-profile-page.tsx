import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../providers/session-context.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';

/** Route /logged-user-profile: the account facts and the personal data the user edits. */
export function LoggedUserProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  const { details } = user;
  const rows: [string, string][] = [
    [t('profile.fields.email'), details.email],
    [t('profile.fields.network'), details.network?.name ?? t('profile.notProvided')],
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Typography variant="h1">{t('profile.title')}</Typography>
      <Card component="section" aria-labelledby="account-title">
        <CardContent>
          <Typography id="account-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>{t('profile.account.title')}</Typography>
          <Stack component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}>
            {rows.map(([label, value]) => (
              <Stack key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">{label}</Typography>
                <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <PersonalDataForm key={details.id} details={details} />
    </Stack>
  );
}
