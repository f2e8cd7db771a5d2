import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from 'react-router';
import { StatusLayout } from '../components/layout/status-layout.tsx';

/** A record or page that does not exist (or the caller may not see): said at once, with the way home. */
export function NotFoundNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <StatusLayout
      embedded
      icon={<SearchOffOutlined />}
      title={t('shell.notFound.title')}
      actions={
        <Button component={Link} to="/home" variant="contained">
          {t('shell.notFound.back')}
        </Button>
      }
    >
      <Typography>{message}</Typography>
    </StatusLayout>
  );
}
