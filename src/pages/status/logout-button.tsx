import Button from '@mui/material/Button';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The "Esci" button of the status pages. */
export function LogoutButton({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="contained" startIcon={<LogoutOutlined />} onClick={onLogout}>
      {t('status.actions.logout')}
    </Button>
  );
}
