import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useTranslation } from 'react-i18next';
import { StatusLayout } from './status-layout.tsx';
import { LogoutButton } from './logout-button.tsx';

/** Route /profile-suspended: a user holding a Suspended role (spec section 4). */
export function ProfileSuspendedPage({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusLayout
      icon={<BlockOutlined color="error" />}
      title={t('status.suspended.title')}
      actions={<LogoutButton onLogout={onLogout} />}
    >
      <Typography variant="body1">{t('status.suspended.message')}</Typography>
    </StatusLayout>
  );
}
