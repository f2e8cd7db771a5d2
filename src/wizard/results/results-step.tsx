import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EnergyEstimate } from '../../../domain/energy/estimate-types.ts';
import { StepHeading } from '../step-heading.tsx';
import { EnergyClassScale } from './energy-class-scale.tsx';
import { HowWeEstimate } from './how-we-estimate.tsx';
import { ResultFigures } from './result-figures.tsx';
import { ScenarioList } from './scenario-list.tsx';
import { UncertaintyNote } from './uncertainty-note.tsx';

export type ResultsStepProps = { estimate: EnergyEstimate; onEdit: () => void; onRestart: () => void };

/** The results of spec section 2: class on the A-G scale, description, CO2, cost, scenarios and the call to register. */
export function ResultsStep({ estimate, onEdit, onRestart }: ResultsStepProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <StepHeading focusOnMount>{t('wizard.results.title', { energyClass: estimate.energyClass })}</StepHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{estimate.classDescription}</Typography>
      <EnergyClassScale energyClass={estimate.energyClass} possibleClasses={estimate.uncertainty.possibleClasses} />
      <Box component="section" aria-labelledby="wizard-figures" sx={{ mt: 3 }}>
        <Typography id="wizard-figures" variant="h5" component="h2" sx={{ mb: 1.5 }}>{t('wizard.results.figuresTitle')}</Typography>
        <ResultFigures estimate={estimate} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <UncertaintyNote uncertainty={estimate.uncertainty} />
      </Box>
      {estimate.scenarios.length > 0 && (
        <Box component="section" aria-labelledby="wizard-scenarios" sx={{ mt: 4 }}>
          <Typography id="wizard-scenarios" variant="h5" component="h2">{t('wizard.scenarios.title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{t('wizard.scenarios.intro')}</Typography>
          <ScenarioList scenarios={estimate.scenarios} currentClass={estimate.energyClass} />
        </Box>
      )}
      <Paper component="section" aria-labelledby="wizard-register" sx={{ mt: 4, p: 2.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography id="wizard-register" variant="h5" component="h2">{t('wizard.register.title')}</Typography>
        <Typography sx={{ my: 1.5 }}>{t('wizard.register.text')}</Typography>
        <Button href="/welcome" variant="contained" color="secondary" size="large" fullWidth>{t('wizard.register.action')}</Button>
      </Paper>
      <HowWeEstimate pricesDate={estimate.pricesDate} modelVersion={estimate.modelVersion} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
        <Button variant="outlined" size="large" onClick={onEdit} sx={{ flex: 1 }}>{t('wizard.actions.edit')}</Button>
        <Button variant="text" size="large" onClick={onRestart} sx={{ flex: 1 }}>{t('wizard.actions.restart')}</Button>
      </Stack>
    </Box>
  );
}
