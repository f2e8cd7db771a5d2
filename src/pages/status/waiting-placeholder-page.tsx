import Typography from '@mui/material/Typography';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { StatusLayout } from '../../components/layout/status-layout.tsx';
import { LogoutButton } from './logout-button.tsx';

/** Route /waiting-placeholer: a user whose role is Waiting for approval (spec section 4). */
export function WaitingPlaceholderPage({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusLayout
      icon={<HourglassEmptyOutlined />}
      title={t('status.waiting.title')}
      actions={<LogoutButton onLogout={onLogout} />}
    >
      <Typography variant="body1">{t('status.waiting.message')}</Typography>
      <Typography variant="body1">{t('status.waiting.emailNotice')}</Typography>
    </StatusLayout>
  );
}
