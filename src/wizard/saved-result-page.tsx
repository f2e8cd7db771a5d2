import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { usePublicTexts } from '../i18n/public-texts.tsx';
import type { LandingResult } from '../../domain/schemas/landing-contacts.ts';
import { TOKEN_NOT_FOUND } from '../../domain/rules/messages.ts';
import { useWhoCalls } from './handoff/use-who-calls.ts';
import { fetchLandingResult } from './landing-api.ts';
import { ResultsStep } from './results/results-step.tsx';
import { StepHeading } from './step-heading.tsx';

type Loaded = { status: 'loading' } | { status: 'found'; saved: LandingResult } | { status: 'failed'; message: string };

function NewEstimateButton({ variant }: { variant: 'contained' | 'outlined' }) {
  const { t } = usePublicTexts();
  return (
    <Button href="/wizard" variant={variant} size="large" fullWidth sx={{ mt: 4 }}>
      {t('handoff.saved.newEstimate')}
    </Button>
  );
}

/**
 * Route /wizard/risultato/<token>: the estimate the home-owner saved by leaving their contact, from the e-mailed link.
 */
export function SavedResultPage({ token }: { token: string }) {
  const { t } = usePublicTexts();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchLandingResult(token, controller.signal)
      .then((outcome) => {
        if (outcome.ok) setLoaded({ status: 'found', saved: outcome.value });
        else
          setLoaded({
            status: 'failed',
            message: outcome.status === 404 ? (outcome.message ?? TOKEN_NOT_FOUND) : t('handoff.saved.failed'),
          });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed', message: t('handoff.saved.failed') });
      });
    return () => {
      controller.abort();
    };
  }, [token, t]);

  if (loaded.status === 'loading') {
    return (
      <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: 8 }}>
        <CircularProgress size={64} aria-hidden="true" />
        <StepHeading focusOnMount={false}>{t('handoff.saved.loading')}</StepHeading>
      </Box>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Box>
        <StepHeading focusOnMount>{t('handoff.saved.notFoundTitle')}</StepHeading>
        <Alert severity="error" sx={{ my: 2 }}>
          {loaded.message}
        </Alert>
        <NewEstimateButton variant="contained" />
      </Box>
    );
  }
  return <SavedResult saved={loaded.saved} />;
}

function SavedResult({ saved }: { saved: LandingResult }) {
  const { t } = usePublicTexts();
  const who = useWhoCalls(saved.localManager, saved.network?.name ?? null);
  return (
    <ResultsStep
      estimate={saved.result}
      subtitle={t('handoff.saved.subtitle', { date: saved.createdAt, comune: saved.result.comune.displayName })}
      handoff={
        <Alert severity="success" sx={{ mt: 4 }}>
          {t('handoff.saved.contact', { who })}
        </Alert>
      }
      actions={<NewEstimateButton variant="outlined" />}
    />
  );
}
