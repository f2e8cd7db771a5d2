import Alert from '@mui/material/Alert';
import { formatDay } from '../../../domain/format.ts';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useParams } from 'react-router';
import type { CertificateVerification } from '../../../domain/training/schemas.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { StatusLayout } from '../../pages/status/status-layout.tsx';

/** `/verifica-attestato/<code>` (public): confirms who completed which module and when, or says the code is unknown. */
export function CertificateVerificationPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const verification = useApiQuery<CertificateVerification>(`/happyway/trainings/certificates/${encodeURIComponent(code)}`);
  return (
    <StatusLayout icon={<VerifiedOutlined />} title={t('trainings.verification.title')}>
      {verification.isPending && <CircularProgress aria-label={t('trainings.loading')} />}
      {verification.isError && <Alert severity="error">{t('trainings.verification.unknown', { code })}</Alert>}
      {verification.data && (
        <>
          <Alert severity="success">{t('trainings.verification.valid')}</Alert>
          <Typography>
            {t('trainings.verification.details', {
              holder: verification.data.holderName, module: verification.data.moduleTitle, date: formatDay(verification.data.completedAt),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">{t('trainings.verification.code', { code: verification.data.code })}</Typography>
        </>
      )}
    </StatusLayout>
  );
}
