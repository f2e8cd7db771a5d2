import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** Thank-you: the profile is created and awaits approval; the user can already log in. */
export function ThankYouStep({
  email,
  networkName,
  onLogin,
}: {
  email: string;
  networkName: string | null;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} alignItems="center" sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircleOutlined aria-hidden="true" color="primary" sx={{ fontSize: 64 }} />
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('registration.thankYou.title')}
      </Typography>
      <Typography>
        {networkName
          ? t('registration.thankYou.awaitingNetwork', { network: networkName })
          : t('registration.thankYou.awaiting')}
      </Typography>
      <Typography>{t('registration.thankYou.emailNotice', { email })}</Typography>
      <Typography>{t('registration.thankYou.canLogin')}</Typography>
      <Button variant="contained" size="large" onClick={onLogin}>
        {t('registration.thankYou.login')}
      </Button>
    </Stack>
  );
}
