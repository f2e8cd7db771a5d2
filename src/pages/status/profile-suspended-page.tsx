import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useTranslation } from 'react-i18next';
import { StatusLayout } from './status-layout.tsx';
import { LogoutButton } from './logout-button.tsx';

interface ProfileSuspendedPageProps {
  onLogout: () => void;
  /** Why the roles were suspended (a rejected request to join), when known. */
  reasons?: readonly string[];
}

/** Route /profile-suspended: a user holding a Suspended role (spec section 4). */
export function ProfileSuspendedPage({ onLogout, reasons = [] }: ProfileSuspendedPageProps) {
  const { t } = useTranslation();
  return (
    <StatusLayout
      icon={<BlockOutlined color="error" />}
      title={t('status.suspended.title')}
      actions={<LogoutButton onLogout={onLogout} />}
    >
      <Typography variant="body1">{t('status.suspended.message')}</Typography>
      {reasons.map((reason) => (
        <Typography key={reason} variant="body1" sx={{ fontWeight: 500 }}>{t('status.suspended.reason', { reason })}</Typography>
      ))}
    </StatusLayout>
  );
}
