import { useEffect, useEffectEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { usePublicTexts } from '../i18n/public-texts.tsx';
import type { EnergyEstimate } from '../../domain/energy/estimate-types.ts';
import { requestEstimate } from './evaluator-api.ts';
import { StepHeading } from './step-heading.tsx';
import { toAnswersInput, type WizardDraft } from './wizard-draft.ts';

export type LoaderStepProps = {
  draft: WizardDraft;
  onEstimate: (estimate: EnergyEstimate) => void;
  onInvalid: (errors: { path: string; message: string }[]) => void;
  onBack: () => void;
};

/** Sends the answers to the estimate call and waits; a transport failure offers to try again. */
export function LoaderStep({ draft, onEstimate, onInvalid, onBack }: LoaderStepProps) {
  const { t } = usePublicTexts();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<number | null>(null);

  const estimate = useEffectEvent((signal: AbortSignal) => {
    requestEstimate(toAnswersInput(draft), signal)
      .then((outcome) => {
        if (outcome.ok) onEstimate(outcome.estimate);
        else if (outcome.kind === 'invalid') onInvalid(outcome.errors);
        else setFailure(outcome.status);
      })
      .catch(() => {
        if (!signal.aborted) setFailure(0);
      });
  });

  useEffect(() => {
    const controller = new AbortController();
    estimate(controller.signal);
    return () => {
      controller.abort();
    };
  }, [attempt]);

  if (failure !== null) {
    return (
      <Box>
        <StepHeading focusOnMount>{t('wizard.loader.failedTitle')}</StepHeading>
        <Alert severity="error" sx={{ my: 2 }}>
          {t(failure === 429 ? 'wizard.loader.tooManyRequests' : 'wizard.loader.failed')}
        </Alert>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" size="large" onClick={onBack} sx={{ flex: 1 }}>
            {t('wizard.actions.back')}
          </Button>
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
            sx={{ flex: 1 }}
          >
            {t('wizard.actions.retry')}
          </Button>
        </Stack>
      </Box>
    );
  }
  return (
    <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: 8 }}>
      <CircularProgress size={64} aria-hidden="true" />
      <StepHeading focusOnMount>{t('wizard.loader.title')}</StepHeading>
      <Box sx={{ color: 'text.secondary' }}>{t('wizard.loader.text')}</Box>
    </Box>
  );
}
