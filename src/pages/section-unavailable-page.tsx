import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from '../i18n/use-translation.ts';
import { StatusLayout } from '../components/layout/status-layout.tsx';

/** A route of the spec whose screen has not been built yet: said plainly rather than shown empty. */
export function SectionUnavailablePage() {
  const { t } = useTranslation();
  return (
    <StatusLayout embedded icon={<ConstructionOutlined />} title={t('shell.unavailable.title')}>
      <Typography>{t('shell.unavailable.message')}</Typography>
    </StatusLayout>
  );
}
