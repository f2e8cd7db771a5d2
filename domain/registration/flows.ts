import type { AppRoleName } from '../auth/roles.ts';
import type { RegistrationFlow } from '../network/invitations.ts';
import type { UserType } from '../rules/user-types.ts';

export { registrationFlowNames, type RegistrationFlow } from '../network/invitations.ts';

/**
 * The steps of the registration flows, in the order of spec section 2: loading, skills, user data, network code,
 * company data, public profile, legal representative, thank-you. The ids of the steps that hold data are also the keys
 * of the registration request (`user`, `network`, ...), so a server error on `company.vatNumber` names its step.
 */
export const registrationSteps = [
  'loading',
  'skills',
  'user',
  'network',
  'company',
  'publicProfile',
  'legalRepresentative',
  'thankYou',
] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/** The steps where the user types something (loading and thank-you only show). */
export type DataStep = Exclude<RegistrationStep, 'loading' | 'thankYou'>;

export const isDataStep = (step: RegistrationStep): step is DataStep => step !== 'loading' && step !== 'thankYou';

/**
 * Which invitation a flow needs: none (the network code alone opens it), one of the network or back office, or one that
 * back office sent.
 */
export type FlowInvitation = 'optional' | 'required' | 'backOffice';

export interface RegistrationFlowDefinition {
  /** The role asked for with a network code; an invitation's own role wins over it. */
  role: AppRoleName;
  invitation: FlowInvitation;
  /** The user type of spec section 3 the profile gets. */
  userType: UserType;
  steps: readonly RegistrationStep[];
}

/**
 * The three flows of spec section 2, as data (the fields of each step are in registration-request.ts). Users register
 * by invitation with a network code (spec section 1); the one flow a network code opens alone is the designer's ("Crea
 * un account" on the welcome page). A Local Manager receives home-owners' personal data, so joins only when invited;
 * the head of a network (HubHead) approves the network's members, so joins only by back office's invitation for that
 * e-mail. Which steps each one skips, and why:
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
    invitation: 'optional',
    userType: 'Designer',
    steps: registrationSteps,
  },
  'local-manager': {
    role: 'LocalManager',
    invitation: 'required',
    userType: 'Agency',
    steps: ['loading', 'user', 'network', 'company', 'publicProfile', 'legalRepresentative', 'thankYou'],
  },
  'district-manager': {
    role: 'HubHead',
    invitation: 'backOffice',
    userType: 'DistrictManager',
    steps: ['loading', 'user', 'network', 'company', 'legalRepresentative', 'thankYou'],
  },
};

export const isRegistrationFlow = (value: string): value is RegistrationFlow => Object.hasOwn(registrationFlows, value);

/** The data steps of a flow, in order. */
export const dataStepsOf = (flow: RegistrationFlow): DataStep[] => registrationFlows[flow].steps.filter(isDataStep);

export const hasStep = (flow: RegistrationFlow, step: RegistrationStep): boolean =>
  registrationFlows[flow].steps.includes(step);

/** The step a server error path such as 'company.vatNumber' belongs to, and the field inside it. */
export function stepOfErrorPath(flow: RegistrationFlow, path: string): { step: DataStep; field: string } | null {
  const [head, ...rest] = path.split('.');
  const step = dataStepsOf(flow).find((candidate) => candidate === head);
  return step && rest.length > 0 ? { step, field: rest.join('.') } : null;
}

/** The refusal of a flow opened without the invitation it needs. */
export const INVITATION_REQUIRED =
  "Questo percorso di registrazione è solo su invito: apri il link ricevuto nell'email";

/**
 * Whether a registration may go on in this flow: `invitation` is null without a token, else who sent it. An answer of
 * false is refused with INVITATION_REQUIRED.
 */
export function flowOpens(flow: RegistrationFlow, invitation: { sentByBackOffice: boolean } | null): boolean {
  const needs = registrationFlows[flow].invitation;
  if (needs === 'optional') return true;
  if (!invitation) return false;
  return needs === 'required' || invitation.sentByBackOffice;
}
