import type { AppRoleName } from '../auth/roles.ts';
import type { RegistrationFlow } from '../network/invitations.ts';
import type { UserType } from '../rules/user-types.ts';

export type { RegistrationFlow } from '../network/invitations.ts';

/**
 * The steps of the registration flows, in the order of spec section 2: loading, skills, user data, network code,
 * company data, public profile, legal representative, thank-you. The ids of the steps that hold data are also the keys
 * of the registration request (`user`, `network`, ...), so a server error on `company.vatNumber` names its step.
 */
export const registrationSteps = ['loading', 'skills', 'user', 'network', 'company', 'publicProfile', 'legalRepresentative', 'thankYou'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/** The steps where the user types something (loading and thank-you only show). */
export type DataStep = Exclude<RegistrationStep, 'loading' | 'thankYou'>;

export const isDataStep = (step: RegistrationStep): step is DataStep => step !== 'loading' && step !== 'thankYou';

export interface RegistrationFlowDefinition {
  /** The role asked for with a network code; an invitation's own role wins over it. */
  role: AppRoleName;
  /** The user type of spec section 3 the profile gets. */
  userType: UserType;
  steps: readonly RegistrationStep[];
}

/**
 * The three flows of spec section 2, as data (the fields of each step are in registration-request.ts). Which steps
 * each one skips, and why:
 * - designer: every step. A professional is matched to projects by skill, and the network shows their public profile
 *   (the designer profile of spec section 3: professional category, experience, costs; description) to hub heads.
 * - local-manager: no skills step. A Local Manager takes the home-owners' leads of an area and is not assigned design
 *   work by skill; the public profile stays, because home-owners handed to them read it.
 * - district-manager: no skills and no public profile. The head of a network (HubHead) runs it rather than doing
 *   design work, and the network's public face is the network itself (name and description, edited at /network); the
 *   company data must carry PEC and SDI code, because the network's subscription is invoiced to them.
 */
export const registrationFlows: Readonly<Record<RegistrationFlow, RegistrationFlowDefinition>> = {
  designer: {
    role: 'Designer',
    userType: 'Designer',
    steps: registrationSteps,
  },
  'local-manager': {
    role: 'LocalManager',
    userType: 'Agency',
    steps: ['loading', 'user', 'network', 'company', 'publicProfile', 'legalRepresentative', 'thankYou'],
  },
  'district-manager': {
    role: 'HubHead',
    userType: 'DistrictManager',
    steps: ['loading', 'user', 'network', 'company', 'legalRepresentative', 'thankYou'],
  },
};

export const registrationFlowNames = Object.keys(registrationFlows) as RegistrationFlow[];

export const isRegistrationFlow = (value: string): value is RegistrationFlow => Object.hasOwn(registrationFlows, value);

/** The data steps of a flow, in order. */
export const dataStepsOf = (flow: RegistrationFlow): DataStep[] => registrationFlows[flow].steps.filter(isDataStep);

export const hasStep = (flow: RegistrationFlow, step: RegistrationStep): boolean => registrationFlows[flow].steps.includes(step);

/** The step a server error path such as 'company.vatNumber' belongs to, and the field inside it. */
export function stepOfErrorPath(flow: RegistrationFlow, path: string): { step: DataStep; field: string } | null {
  const [head, ...rest] = path.split('.');
  const step = dataStepsOf(flow).find((candidate) => candidate === head);
  return step && rest.length > 0 ? { step, field: rest.join('.') } : null;
}
