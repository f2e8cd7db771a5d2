import type { DataStep, RegistrationFlow } from '../../../domain/registration/flows.ts';
import type { RegistrationDraft } from './registration-draft.ts';
import type { StepFrame } from './step-form.tsx';
import { CompanyStep } from './steps/company-step.tsx';
import { LegalRepresentativeStep } from './steps/legal-representative-step.tsx';
import { NetworkStep } from './steps/network-step.tsx';
import { PublicProfileStep } from './steps/public-profile-step.tsx';
import { SkillsStep } from './steps/skills-step.tsx';
import { UserStep } from './steps/user-step.tsx';

export interface RegistrationStepProps {
  flow: RegistrationFlow;
  step: DataStep;
  frame: StepFrame;
  draft: RegistrationDraft;
  onNetworkFound: (name: string) => void;
  passwordForgotten: boolean;
}

/** The form of one data step, with what that step needs from the flow and the draft. */
export function RegistrationStep({
  flow,
  step,
  frame,
  draft,
  onNetworkFound,
  passwordForgotten,
}: RegistrationStepProps) {
  const invited = draft.invitation !== null;
  switch (step) {
    case 'skills':
      return <SkillsStep frame={frame} />;
    case 'user':
      return <UserStep frame={frame} emailLocked={invited} passwordForgotten={passwordForgotten} />;
    case 'network':
      return <NetworkStep frame={frame} locked={invited} onNetworkFound={onNetworkFound} />;
    case 'company':
      return <CompanyStep frame={frame} invoicingRequired={flow === 'district-manager'} />;
    case 'publicProfile':
      return <PublicProfileStep frame={frame} designer={flow === 'designer'} />;
    case 'legalRepresentative':
      return <LegalRepresentativeStep frame={frame} user={draft.values.user} />;
  }
}
