import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { appRoles } from '../../../domain/auth/roles.ts';
import { projectStatuses, projectTypes, type ProjectType } from '../../../domain/projects/catalogue.ts';
import type { ProjectCounts, ProjectOptions } from '../../../domain/projects/schemas.ts';
import type { Database } from '../../db/client.ts';
import { apartmentTypes, networks, profiles, projects, userRoles } from '../../db/schema/index.ts';
import { hasActiveRole, isBackOffice, type Caller } from '../../plugins/auth.ts';
import { fullName, visibleProjects } from './project-rows.ts';

const nothing = sql`false`;

/**
 * GET /happyway/projects/options/networks: back office every network, a hub head their own (where they create and
 * edit), anyone else the networks of the projects they see (for the list's filter).
 */
export async function networkOptions(db: Database, caller: Caller): Promise<ProjectOptions> {
  const query = db.select({ id: networks.id, label: networks.name }).from(networks);
  const rows = isBackOffice(caller) ? await query.orderBy(asc(networks.name), asc(networks.id))
    : hasActiveRole(caller, ['HubHead']) ? await query.where(caller.networkId ? eq(networks.id, caller.networkId) : nothing)
      : await query.where(inArray(networks.id, db.selectDistinct({ id: projects.networkId }).from(projects)
        .where(and(isNotNull(projects.networkId), visibleProjects(db, caller))))).orderBy(asc(networks.name), asc(networks.id));
  return { data: rows };
}

/**
 * GET /happyway/projects/options/assignees?networkId=: Active, enabled Designers and HWDesigners, labelled 'Nome
 * Cognome': back office any (of one network when asked), a hub head their network's, anyone else the professionals
 * of the projects they see (for the list's filter).
 */
export async function assigneeOptions(db: Database, caller: Caller, networkId: string | undefined): Promise<ProjectOptions> {
  const designer = and(eq(profiles.enabled, true), inArray(profiles.id, db.select({ id: userRoles.profileId }).from(userRoles)
    .where(and(inArray(userRoles.roleId, [appRoles.Designer, appRoles.HWDesigner]), eq(userRoles.status, 'Active')))));
  const scope = isBackOffice(caller) ? (networkId ? eq(profiles.networkId, networkId) : undefined)
    : hasActiveRole(caller, ['HubHead']) ? (caller.networkId && (networkId ?? caller.networkId) === caller.networkId ? eq(profiles.networkId, caller.networkId) : nothing)
      : inArray(profiles.id, db.selectDistinct({ id: projects.assigneeId }).from(projects)
        .where(and(isNotNull(projects.assigneeId), visibleProjects(db, caller), networkId ? eq(projects.networkId, networkId) : undefined)));
  const rows = await db.select({ id: profiles.id, label: fullName }).from(profiles).where(and(designer, scope))
    .orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(profiles.id));
  return { data: rows };
}

/** GET /happyway/projects/options/apartment-types: the whole catalogue, by name, for every logged-in caller. */
export async function apartmentTypeOptions(db: Database): Promise<ProjectOptions> {
  const rows = await db.select({ id: apartmentTypes.id, label: apartmentTypes.name }).from(apartmentTypes)
    .orderBy(asc(apartmentTypes.name), asc(apartmentTypes.id));
  return { data: rows };
}

/** GET /happyway/projects/stats: how many projects this caller sees, by status and by type (honours X-AppRole). */
export async function projectCounts(db: Database, caller: Caller, type: ProjectType | undefined): Promise<ProjectCounts> {
  const rows = await db.select({ status: projects.status, type: projects.type, value: count() }).from(projects)
    .where(and(visibleProjects(db, caller), type ? eq(projects.type, type) : undefined))
    .groupBy(projects.status, projects.type);
  const byStatus = Object.fromEntries(projectStatuses.map((status) => [status, 0])) as ProjectCounts['byStatus'];
  const byType = Object.fromEntries(projectTypes.map((name) => [name, 0])) as ProjectCounts['byType'];
  let total = 0;
  for (const row of rows) {
    total += row.value;
    if (row.status in byStatus) byStatus[row.status as keyof ProjectCounts['byStatus']] += row.value;
    if (row.type in byType) byType[row.type as keyof ProjectCounts['byType']] += row.value;
  }
  return { total, byStatus, byType };
}
