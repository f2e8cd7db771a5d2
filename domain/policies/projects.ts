import type { AppRoleName } from '../auth/roles.ts';
import { backOffice, designer, hubHead, opensRoute } from './policy.ts';

/** The roles whose part of the project rule is their own (the assigned designer's, the hub head's). */
const rolesWithOwnPart: readonly AppRoleName[] = ['Designer', 'HWDesigner', 'HubHead'];

/** Who sees which projects and who places them (its visibility honours X-AppRole: the roles acted as). */
export const projectPolicy = {
  /** Sees every project; names any network for a new one and assigns it a designer of any network. */
  seesEveryProject: backOffice,
  choosesNetwork: backOffice,
  /** Sees the projects assigned to them. */
  seesAssignedProjects: designer,
  /** Sees the projects of their own network. */
  seesNetworkProjects: hubHead,
  /** Sees the projects they hold a role on, acting as some role whose part is not one of their own. */
  seesProjectsOfHeldRoles: (actingRoles: readonly AppRoleName[]): boolean =>
    actingRoles.some((role) => !rolesWithOwnPart.includes(role)),
  /** Picks a designer of any network as a project's assignee (anyone else as below, or those of projects they see). */
  picksEveryDesigner: backOffice,
  /** Picks a designer of their own network as a project's assignee. */
  picksOwnNetworkDesigners: hubHead,
  /** Puts any member who takes a part on a project (a role, the tutor, a coach). */
  staffsFromEveryNetwork: backOffice,
  /** Puts their own network's members and the specialists on a project (anyone else nobody). */
  staffsFromOwnNetwork: hubHead,
  /** Looks for bank-service (TechValidation) projects at startup: the menu's /bank-service. */
  usesBankService: opensRoute('bank-service'),
};
