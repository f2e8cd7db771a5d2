import { and, eq, exists, or, sql } from 'drizzle-orm';
import { projectPolicy } from '../../../domain/policies/projects.ts';
import type { Visibility } from '../../crud/unit.ts';
import { projectRoles, projects } from '../../db/schema/index.ts';
import { actingRoles, inCallerNetwork } from '../../plugins/auth.ts';

/**
 * The projects a caller sees (honours X-AppRole): back office all; the assigned designer; the network's hub head;
 * anyone holding a role on the project. Through X-AppRole 103, 104 or 200 only that role's part counts.
 */
export const projectVisibility: Visibility = (caller, db) => {
  const acting = actingRoles(caller);
  if (projectPolicy.seesEveryProject(acting)) return undefined;
  const holdsRole = exists(
    db
      .select({ one: sql`1` })
      .from(projectRoles)
      .where(and(eq(projectRoles.projectId, projects.id), eq(projectRoles.profileId, caller.profileId))),
  );
  const throughProjectRoles = caller.appRoleId === undefined || projectPolicy.seesProjectsOfHeldRoles(acting);
  return (
    or(
      projectPolicy.seesAssignedProjects(acting) ? eq(projects.assigneeId, caller.profileId) : undefined,
      projectPolicy.seesNetworkProjects(acting) ? inCallerNetwork(projects.networkId, caller) : undefined,
      throughProjectRoles ? holdsRole : undefined,
    ) ?? sql`false`
  );
};
