import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { agreementsApi } from '../../../domain/api/agreements.ts';
import { errorInfoOf } from '../../../domain/rules/transport-errors.ts';
import type { Agreement } from '../../../domain/schemas/agreements.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { NotFoundNotice } from '../not-found-notice.tsx';
import { AgreementText } from './agreement-text.tsx';

/** An agreement's text once loaded; a missing one is the not-found notice. */
function AgreementCard({ query }: { query: UseQueryResult<Agreement> }) {
  const { data, error, isPending } = query;
  if (isPending) return <CircularProgress aria-label="Caricamento" />;
  if (error) {
    // An id that is not one ('Accordo non valido', 400) names no agreement either.
    const status = errorInfoOf(error).status;
    return status === 404 || status === 400 ? (
      <NotFoundNotice message={userMessageOf(error)} />
    ) : (
      <Alert severity="error">{userMessageOf(error)}</Alert>
    );
  }
  return (
    <Card>
      <CardContent>
        <AgreementText agreement={data} />
      </CardContent>
    </Card>
  );
}

/** Route /privacy-terms (public): the privacy policy and the terms in force. */
export function PrivacyTermsPage() {
  const { t } = useTranslation();
  const privacy = useApiQuery(agreementsApi.current, { params: { kind: 'privacy' } });
  const terms = useApiQuery(agreementsApi.current, { params: { kind: 'terms' } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h1">{t('agreements.privacyTermsTitle')}</Typography>
      <AgreementCard query={privacy} />
      <AgreementCard query={terms} />
    </Stack>
  );
}

/** Route /agreement/:id (public): one agreement by its id. */
export function AgreementDetailPage() {
  const { id = '' } = useParams();
  const agreement = useApiQuery(agreementsApi.detail, { params: { id } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 860, mx: 'auto' }}>
      <AgreementCard query={agreement} />
    </Stack>
  );
}
