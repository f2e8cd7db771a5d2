import type { AppRoleName } from '../auth/roles.ts';
import { backOffice, designer, hubHead, specialist, type RoleRule } from '../policies/policy.ts';

/**
 * The personal data a directory may carry beyond a person's name, organisation, category, skills and city: the e-mail,
 * the phone, the fiscal code and the street address. The server leaves out of the answer every one the caller's roles
 * do not see here (not only hidden on screen).
 */
export const personalFields = ['email', 'phone', 'fiscalCode', 'address'] as const;
export type PersonalField = (typeof personalFields)[number];

/** The directories of spec sections 2 and 6: their route names, and the members list of a network's detail. */
export type Directory = 'professional' | 'bo-professional' | 'specialist' | 'agora-professional' | 'network-member';

/** Who looks: back office, the hub head (of the network concerned), a specialist, a designer. */
export type Viewer = 'backOffice' | 'hubHead' | 'specialist' | 'designer';

const all = personalFields;
const contacts = ['email', 'phone'] as const;

/**
 * The field matrix, in one place: which personal fields each viewer receives in each directory. The agora is the public
 * profile a professional chose to show across networks: no personal data for anyone (a contact goes through "ask for
 * contact"). Only back office sees fiscal codes and addresses. A network's member list gives contacts to those who
 * manage the network (domain/network/network-policy.ts), never to a colleague.
 */
export const personalFieldMatrix: Readonly<
  Record<Directory, Readonly<Partial<Record<Viewer, readonly PersonalField[]>>>>
> = {
  professional: { backOffice: all, hubHead: contacts, specialist: contacts },
  'bo-professional': { backOffice: all, specialist: contacts },
  specialist: { backOffice: all },
  'agora-professional': { backOffice: [], designer: [] },
  'network-member': { backOffice: all, hubHead: contacts, specialist: contacts, designer: [] },
};

/** Which Active roles make each viewer, back office first. */
const viewerRules: readonly (readonly [Viewer, RoleRule])[] = [
  ['backOffice', backOffice],
  ['hubHead', hubHead],
  ['specialist', specialist],
  ['designer', designer],
];

/** The viewers a set of Active roles makes (back office first). */
export function viewersOf(activeRoles: readonly AppRoleName[]): Viewer[] {
  return viewerRules.filter(([, rule]) => rule(activeRoles)).map(([viewer]) => viewer);
}

/** The personal fields these viewers receive in a directory: the union of their rows of the matrix. */
export function visiblePersonalFields(directory: Directory, viewers: readonly Viewer[]): PersonalField[] {
  const row = personalFieldMatrix[directory];
  return personalFields.filter((field) => viewers.some((viewer) => row[viewer]?.includes(field) === true));
}
