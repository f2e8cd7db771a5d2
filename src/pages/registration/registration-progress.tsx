import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { DataStep } from '../../../domain/registration/flows.ts';
import { useIsMobile } from '../../components/shell/use-is-mobile.ts';

/** Where the user is among the data steps: a labelled stepper, or "Passo 2 di 6" with a bar on a phone. */
export function RegistrationProgress({ steps, current }: { steps: readonly DataStep[]; current: DataStep }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const index = steps.indexOf(current);
  if (mobile) {
    return (
      <Box sx={{ mb: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {t('registration.progress', {
            current: index + 1,
            total: steps.length,
            step: t(`registration.steps.${current}`),
          })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / steps.length) * 100}
          sx={{ mt: 1 }}
          aria-label={t('registration.progressLabel')}
        />
      </Box>
    );
  }
  return (
    <Stepper activeStep={index} alternativeLabel sx={{ mb: 4 }} aria-label={t('registration.progressLabel')}>
      {steps.map((step) => (
        <Step key={step}>
          <StepLabel>{t(`registration.steps.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
