import Typography from '@mui/material/Typography';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LogoutButton } from './logout-button.tsx';
import { StatusLayout } from '../../components/layout/status-layout.tsx';

interface AccountNotEnabledPageProps {
  /** The e-mail the issuer signed in, when its token names one. */
  email: string | undefined;
  onLogout: () => void;
}

/**
 * Shown instead of the portal when the issuer let someone in whom the API does not know: an e-mail with no profile,
 * an unverified one, a disabled profile. It says so and offers the way out (logout), never a silent loop.
 */
export function AccountNotEnabledPage({ email, onLogout }: AccountNotEnabledPageProps) {
  const { t } = useTranslation();
  return (
    <StatusLayout
      icon={<PersonOffOutlined color="warning" />}
      title={t('status.notEnabled.title')}
      actions={<LogoutButton onLogout={onLogout} />}
    >
      <Typography variant="body1">{t('status.notEnabled.message')}</Typography>
      {email && (
        <Typography variant="body1" sx={{ fontWeight: 500 }}>
          {t('status.notEnabled.signedInAs', { email })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('status.notEnabled.help')}
      </Typography>
    </StatusLayout>
  );
}
