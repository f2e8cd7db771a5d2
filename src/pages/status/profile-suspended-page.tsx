import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { StatusLayout } from '../../components/layout/status-layout.tsx';
import { LogoutButton } from './logout-button.tsx';

interface ProfileSuspendedPageProps {
  onLogout: () => void;
  /** The reasons of a rejected request to join: the page then says the request was not approved, not a suspension. */
  reasons?: readonly string[];
}

/**
 * Route /profile-suspended: a user holding a Suspended role (spec section 4): 'Autorizzazione negata', or, for a
 * rejected request to join, that it was not approved and why.
 */
export function ProfileSuspendedPage({ onLogout, reasons = [] }: ProfileSuspendedPageProps) {
  const { t } = useTranslation();
  const kind = reasons.length > 0 ? 'rejected' : 'suspended';
  return (
    <StatusLayout
      icon={<BlockOutlined color="error" />}
      title={t(`status.${kind}.title`)}
      actions={<LogoutButton onLogout={onLogout} />}
    >
      <Typography variant="body1">{t(`status.${kind}.message`)}</Typography>
      {reasons.map((reason) => (
        <Typography key={reason} variant="body1" sx={{ fontWeight: 500 }}>
          {t('status.rejected.reason', { reason })}
        </Typography>
      ))}
    </StatusLayout>
  );
}
