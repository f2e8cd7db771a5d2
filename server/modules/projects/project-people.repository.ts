import { and, eq, inArray } from 'drizzle-orm';
import { appRoles } from '../../../domain/auth/roles.ts';
import type { Database } from '../../db/client.ts';
import { profiles, projectRoles, userRoles } from '../../db/schema/index.ts';
import type { ProjectRow } from './project-rows.ts';

/**
 * The people a project's status change concerns: its assigned professional, the Active hub heads of its network and
 * everyone holding a role on it, enabled, without `exceptId` (the one who made the change).
 */
export async function projectAudience(
  db: Database,
  project: Pick<ProjectRow, 'id' | 'assigneeId' | 'networkId'>,
  exceptId: string,
): Promise<string[]> {
  const hubHeads =
    project.networkId === null
      ? []
      : await db
          .select({ id: profiles.id })
          .from(profiles)
          .innerJoin(userRoles, eq(userRoles.profileId, profiles.id))
          .where(
            and(
              eq(profiles.networkId, project.networkId),
              eq(userRoles.roleId, appRoles.HubHead),
              eq(userRoles.status, 'Active'),
            ),
          );
  const holders = await db
    .selectDistinct({ id: projectRoles.profileId })
    .from(projectRoles)
    .where(eq(projectRoles.projectId, project.id));
  const ids = new Set([
    ...(project.assigneeId ? [project.assigneeId] : []),
    ...hubHeads.map((row) => row.id),
    ...holders.map((row) => row.id),
  ]);
  ids.delete(exceptId);
  if (ids.size === 0) return [];
  const enabled = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, [...ids]), eq(profiles.enabled, true)));
  return enabled.map((row) => row.id).sort();
}
