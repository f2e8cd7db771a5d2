import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { agreementsApi } from '../../../domain/api/agreements.ts';
import { AGREEMENT_NOT_ACCEPTED } from '../../../domain/rules/messages.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { useApiQueries, useApiWrite } from '../../hooks/use-api.ts';
import { useCurrentUser } from '../../providers/session-context.tsx';
import { AgreementText } from './agreement-text.tsx';

/**
 * Route /additional-agreement: the missing agreements of init, each accepted before the user goes on (spec section 4).
 */
export function AdditionalAgreementPage() {
  const { t } = useTranslation();
  const kinds = useCurrentUser()?.init.missingAgreements ?? [];
  const results = useApiQueries(
    agreementsApi.current,
    kinds.map((kind) => ({ params: { kind } })),
  );
  const write = useApiWrite();
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const agreements = results.flatMap((result) => (result.data ? [result.data] : []));
  const loadError = results.find((result) => result.error)?.error;

  const accept = async () => {
    setSubmitted(true);
    if (agreements.some((agreement) => !accepted[agreement.id])) return;
    setSaving(true);
    setFailure(null);
    try {
      for (const agreement of agreements) {
        await write(agreementsApi.accept, { params: { id: agreement.id }, body: { agreementId: agreement.id } });
      }
      window.location.assign('/home');
    } catch (error) {
      setFailure(userMessageOf(error));
      setSaving(false);
    }
  };

  if (loadError) return <Alert severity="error">{userMessageOf(loadError)}</Alert>;
  if (agreements.length < kinds.length) return <CircularProgress aria-label={t('agreements.loading')} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Typography variant="h1">{t('agreements.additionalTitle')}</Typography>
      <Typography color="text.secondary">{t('agreements.additionalIntro')}</Typography>
      {agreements.map((agreement) => {
        const missing = submitted && !accepted[agreement.id];
        return (
          <Card key={agreement.id} component="section">
            <CardContent>
              <AgreementText agreement={agreement} />
              <FormControlLabel
                sx={{ mt: 2 }}
                control={
                  <Checkbox
                    checked={accepted[agreement.id] ?? false}
                    onChange={(event) => {
                      setAccepted({ ...accepted, [agreement.id]: event.target.checked });
                    }}
                  />
                }
                label={t('agreements.acceptLabel', { title: agreement.title })}
              />
              {missing && <FormHelperText error>{AGREEMENT_NOT_ACCEPTED}</FormHelperText>}
            </CardContent>
          </Card>
        );
      })}
      {failure && <Alert severity="error">{failure}</Alert>}
      <div>
        <Button variant="contained" size="large" onClick={() => void accept()} disabled={saving} loading={saving}>
          {t('agreements.continue')}
        </Button>
      </div>
    </Stack>
  );
}
