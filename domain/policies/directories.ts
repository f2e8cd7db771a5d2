import type { AppRoleName, UserRole } from '../auth/roles.ts';
import { anyOf, backOffice, declared, hubHead, specialist } from './policy.ts';

const backOfficeOrSpecialist = anyOf(backOffice, specialist);

/** Who does what in the directories of professionals and specialists, and in the agora. */
export const directoryPolicy = {
  /** Puts a professional on a project ("associate to project"). */
  mayAssociateToProject: anyOf(hubHead, backOffice),
  /** Associates to the projects of every network (anyone else to their own network's). */
  associatesToEveryNetwork: backOffice,
  /** Manages a professional's account: accepts a waiting designer, suspends with a reason. */
  managesAccounts: backOffice,
  /** Accepts this person as a designer: back office, when the person's Designer role is Waiting. */
  mayAcceptAsDesigner: (
    activeRoles: readonly AppRoleName[],
    { personRoles }: { personRoles: readonly Pick<UserRole, 'roleName' | 'status'>[] },
  ): boolean =>
    backOffice(activeRoles) && personRoles.some((role) => role.roleName === 'Designer' && role.status === 'Waiting'),
  /** Reads any professional's files (the CV) from the directory's Studio tab. */
  readsEveryProfessionalsFiles: specialist,
  /** Asks an agora professional for contact. */
  mayAskForContact: declared('agora-professional', 'list'),
  /** Sees only their own network's people: a hub head who is neither back office nor specialist. */
  seesOnlyOwnNetwork: (activeRoles: readonly AppRoleName[]): boolean =>
    hubHead(activeRoles) && !backOfficeOrSpecialist(activeRoles),
};
