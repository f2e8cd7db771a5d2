import type { EnergyEstimate } from '../../domain/energy/estimate-types.ts';
import type { DraftField, WizardDraft } from './wizard-draft.ts';
import { HandoffSection } from './handoff/handoff-section.tsx';
import { networkCodeToSend, type LandingNetworkState } from './handoff/use-landing-network.ts';
import { ResultsActions } from './results/results-actions.tsx';
import { ResultsStep } from './results/results-step.tsx';
import { toAnswersInput } from './wizard-draft.ts';

export type WizardResultsProps = {
  estimate: EnergyEstimate;
  draft: WizardDraft;
  networkCode: string | null;
  networkState: LandingNetworkState;
  onEditAnswer: (field: DraftField) => void;
  onEdit: () => void;
  onRestart: () => void;
};

/** The results with the handoff to a Local Manager: loaded once there is an estimate, so the first step stays light. */
export function WizardResults({
  estimate,
  draft,
  networkCode,
  networkState,
  onEditAnswer,
  onEdit,
  onRestart,
}: WizardResultsProps) {
  return (
    <ResultsStep
      estimate={estimate}
      callToAction
      onEditAnswer={onEditAnswer}
      handoff={
        <HandoffSection
          answers={toAnswersInput(draft)}
          networkCode={networkCodeToSend(networkCode, networkState)}
          network={networkState.status === 'found' ? networkState.network : null}
          province={estimate.comune.province}
        />
      }
      actions={<ResultsActions onEdit={onEdit} onRestart={onRestart} />}
    />
  );
}
