import { useState, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { useNavigate, useParams } from 'react-router';
import { formatDay } from '../../../domain/format.ts';
import { normaliseCertificateCode } from '../../../domain/training/certificate-code.ts';
import { trainingsApi } from '../../../domain/api/trainings.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { StatusLayout } from '../../components/layout/status-layout.tsx';

/** The code of a certificate to check, typed as printed or not (any case, with or without dashes). */
function CodeForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const [refused, setRefused] = useState(false);
  const check = (event: SyntheticEvent) => {
    event.preventDefault();
    const normalised = normaliseCertificateCode(typed);
    setRefused(normalised === null);
    if (normalised !== null) void navigate(`/verifica-attestato/${normalised}`);
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={check}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      aria-label={t('trainings.verification.formLabel')}
    >
      <TextField
        label={t('trainings.verification.field')}
        value={typed}
        required
        size="small"
        error={refused}
        helperText={refused ? t('trainings.verification.malformed') : t('trainings.verification.hint')}
        onChange={(event) => {
          setTyped(event.target.value);
          setRefused(false);
        }}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t('trainings.verification.check')}
      </Button>
    </Stack>
  );
}

/** The answer for one code: who completed which module and when, or that no certificate has it. */
function CodeResult({ code }: { code: string }) {
  const { t } = useTranslation();
  const verification = useApiQuery(trainingsApi.verifyCertificate, { params: { code } });
  return (
    <QueryContent
      query={verification}
      loadingLabel={t('trainings.loading')}
      errorText={t('trainings.verification.unknown', { code })}
    >
      {(certificate) => (
        <>
          <Alert severity="success">{t('trainings.verification.valid')}</Alert>
          <Typography>
            {t('trainings.verification.details', {
              holder: certificate.holderName,
              module: certificate.moduleTitle,
              date: formatDay(certificate.completedAt),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('trainings.verification.code', { code: certificate.code })}
          </Typography>
        </>
      )}
    </QueryContent>
  );
}

/**
 * `/verifica-attestato` (public): a field for the code printed on a certificate; `/verifica-attestato/<code>` also
 * confirms who completed which module and when, or says the code is unknown.
 */
export function CertificateVerificationPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  return (
    <StatusLayout icon={<VerifiedOutlined />} title={t('trainings.verification.title')}>
      <Stack spacing={2}>
        {code !== '' && <CodeResult key={code} code={code} />}
        <CodeForm key={code} code={code} />
      </Stack>
    </StatusLayout>
  );
}
