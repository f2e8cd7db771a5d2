import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import type { EnergyEstimate } from '../../../domain/energy/estimate-types.ts';
import { StepHeading } from '../step-heading.tsx';
import { HANDOFF_SECTION_ID } from '../handoff/handoff-section.tsx';
import { EnergyClassScale } from './energy-class-scale.tsx';
import { AssumptionsPanel, type EditableAnswer } from './assumptions-panel.tsx';
import { HowWeEstimate } from './how-we-estimate.tsx';
import { ResultFigures } from './result-figures.tsx';
import { ScenarioList } from './scenario-list.tsx';
import { SimilarHomes } from './similar-homes.tsx';
import { UncertaintyNote } from './uncertainty-note.tsx';

export type ResultsStepProps = {
  estimate: EnergyEstimate;
  /** Under the heading: for a saved result, when it was made. */
  subtitle?: string;
  /**
   * The handoff to a Local Manager (or what became of it): the home-owner's path, which the call to action leads to.
   */
  handoff?: ReactNode;
  /** Open the question that changes an assumption (absent on a saved result, which cannot be edited). */
  onEditAnswer?: (field: EditableAnswer) => void;
  /** Show the call to action that leads to the handoff form (not on a saved result: its contacts were left). */
  callToAction?: boolean;
  /** The buttons at the bottom (edit and restart in the wizard, a new estimate on a saved result). */
  actions: ReactNode;
};

/**
 * The results of spec section 2: class on the A-G scale, description, CO2, cost, scenarios, then the call to action
 * and the handoff to a Local Manager it leads to. A home-owner's path is the handoff, not an account: the platform's
 * accounts are for the network's professionals.
 */
export function ResultsStep({
  estimate,
  subtitle,
  handoff,
  onEditAnswer,
  callToAction = false,
  actions,
}: ResultsStepProps) {
  const { t } = usePublicTexts();
  const goToHandoff = () => {
    const section = document.getElementById(HANDOFF_SECTION_ID);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector('input')?.focus({ preventScroll: true });
  };
  return (
    <Box>
      <StepHeading focusOnMount>{t('wizard.results.title', { energyClass: estimate.energyClass })}</StepHeading>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {subtitle}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {estimate.classDescription}
      </Typography>
      <EnergyClassScale energyClass={estimate.energyClass} possibleClasses={estimate.uncertainty.possibleClasses} />
      <Box component="section" aria-labelledby="wizard-figures" sx={{ mt: 3 }}>
        <Typography id="wizard-figures" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {t('wizard.results.figuresTitle')}
        </Typography>
        <ResultFigures estimate={estimate} />
      </Box>
      {estimate.similarHomes && <SimilarHomes similar={estimate.similarHomes} epglNren={estimate.epglNren} />}
      <Box sx={{ mt: 2 }}>
        <UncertaintyNote uncertainty={estimate.uncertainty} />
        <AssumptionsPanel assumptions={estimate.assumptions} onEdit={onEditAnswer} />
      </Box>
      {estimate.scenarios.length > 0 && (
        <Box component="section" aria-labelledby="wizard-scenarios" sx={{ mt: 4 }}>
          <Typography id="wizard-scenarios" variant="h5" component="h2">
            {t('wizard.scenarios.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('wizard.scenarios.intro')}
          </Typography>
          <ScenarioList scenarios={estimate.scenarios} currentClass={estimate.energyClass} />
        </Box>
      )}
      {callToAction && (
        <Paper
          component="section"
          aria-labelledby="wizard-register"
          sx={{ mt: 4, p: 2.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          <Typography id="wizard-register" variant="h5" component="h2">
            {t('wizard.register.title')}
          </Typography>
          <Typography sx={{ my: 1.5 }}>{t('wizard.register.text')}</Typography>
          <Button variant="contained" color="secondary" size="large" fullWidth onClick={goToHandoff}>
            {t('wizard.register.action')}
          </Button>
        </Paper>
      )}
      {handoff}
      <HowWeEstimate pricesDate={estimate.pricesDate} modelVersion={estimate.modelVersion} />
      {actions}
    </Box>
  );
}
