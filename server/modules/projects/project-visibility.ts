import { and, eq, exists, or, sql } from 'drizzle-orm';
import { backOfficeRoles, type AppRoleName } from '../../../domain/auth/roles.ts';
import type { Visibility } from '../../crud/unit.ts';
import { projectRoles, projects } from '../../db/schema/index.ts';
import { actingRoles, inCallerNetwork } from '../../plugins/auth.ts';

/** The roles whose part of the project rule is not "holds a role on the project". */
const projectRoleParts: readonly AppRoleName[] = ['Designer', 'HWDesigner', 'HubHead'];

/**
 * The projects a caller sees (honours X-AppRole): back office all; the assigned designer; the network's hub head;
 * anyone holding a role on the project. Through X-AppRole 103, 104 or 200 only that role's part counts.
 */
export const projectVisibility: Visibility = (caller, db) => {
  const acting = actingRoles(caller);
  if (acting.some((role) => (backOfficeRoles as readonly AppRoleName[]).includes(role))) return undefined;
  const holdsRole = exists(
    db
      .select({ one: sql`1` })
      .from(projectRoles)
      .where(and(eq(projectRoles.projectId, projects.id), eq(projectRoles.profileId, caller.profileId))),
  );
  const throughProjectRoles = caller.appRoleId === undefined || acting.some((role) => !projectRoleParts.includes(role));
  return (
    or(
      acting.some((role) => role === 'Designer' || role === 'HWDesigner')
        ? eq(projects.assigneeId, caller.profileId)
        : undefined,
      acting.includes('HubHead') ? inCallerNetwork(projects.networkId, caller) : undefined,
      throughProjectRoles ? holdsRole : undefined,
    ) ?? sql`false`
  );
};
