import type { AppRoleName } from '../auth/roles.ts';

/** How long an invitation link stays usable after it is sent (issue 6: "say 14 days"). */
export const INVITATION_LIFETIME_DAYS = 14;
export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** Most e-mails one invitation request may carry. */
export const INVITATION_MAX_EMAILS = 50;

/**
 * The roles a network's hub head or specialist may invite: each one has a registration flow (spec section 2).
 * Specialist is not among them: the spec gives it no registration flow, back office assigns it.
 */
export const networkInvitableRoles = [
  'Designer',
  'HWDesigner',
  'LocalManager',
] as const satisfies readonly AppRoleName[];

/** Back office may also invite the head of a network (the District Manager flow). */
export const backofficeInvitableRoles = [...networkInvitableRoles, 'HubHead'] as const satisfies readonly AppRoleName[];

export type InvitableRole = (typeof backofficeInvitableRoles)[number];

export const isInvitableRole = (value: string): value is InvitableRole =>
  (backofficeInvitableRoles as readonly string[]).includes(value);

/** The registration flows of spec section 2, by the path segment of their page (`/registrazione/<flow>`). */
export const registrationFlowNames = ['designer', 'local-manager', 'district-manager'] as const;
export type RegistrationFlow = (typeof registrationFlowNames)[number];

export const registrationFlowOf: Readonly<Record<InvitableRole, RegistrationFlow>> = {
  Designer: 'designer',
  HWDesigner: 'designer',
  LocalManager: 'local-manager',
  HubHead: 'district-manager',
};

/** The link an invitation e-mail carries: the registration page of the role's flow, with the single-use token. */
export const registrationLink = (publicUrl: string, role: InvitableRole, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/registrazione/${registrationFlowOf[role]}?token=${encodeURIComponent(token)}`;

export const invitationStates = ['Pending', 'Used', 'Expired'] as const;
export type InvitationState = (typeof invitationStates)[number];

/** Used once spent; else Expired from `expiresAt` on; else Pending. */
export function invitationState(
  { usedAt, expiresAt }: { usedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState {
  if (usedAt !== null) return 'Used';
  return expiresAt.getTime() <= now.getTime() ? 'Expired' : 'Pending';
}

/** E-mails as stored and compared: trimmed, lower case, each once, in the order typed. */
export const normaliseEmails = (emails: readonly string[]): string[] => [
  ...new Set(emails.map((email) => email.trim().toLowerCase())),
];
