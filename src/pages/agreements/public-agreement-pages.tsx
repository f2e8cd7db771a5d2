import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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
import { QueryContent } from '../../components/query-content.tsx';
import { NotFoundNotice } from '../not-found-notice.tsx';
import { AgreementText } from './agreement-text.tsx';

/**
 * An agreement's text once loaded; a missing one (or an id that is none: 'Accordo non valido', 400) is the not-found
 * notice.
 */
function AgreementCard({ query }: { query: UseQueryResult<Agreement> }) {
  const { t } = useTranslation();
  const status = query.error ? errorInfoOf(query.error).status : null;
  if (status === 404 || status === 400) return <NotFoundNotice message={userMessageOf(query.error)} />;
  return (
    <QueryContent query={query} loadingLabel={t('agreements.loading')}>
      {(agreement) => (
        <Card>
          <CardContent>
            <AgreementText agreement={agreement} />
          </CardContent>
        </Card>
      )}
    </QueryContent>
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
