import { and, asc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appRoles, roleCatalogue } from '../../../domain/auth/roles.ts';
import { projectPeopleSlots, type ProjectPeopleSlot } from '../../../domain/projects/catalogue.ts';
import { PROJECT_MESSAGES } from '../../../domain/projects/messages.ts';
import { projectPermissions } from '../../../domain/projects/permissions.ts';
import type { ProjectOption, ProjectOptions, ProjectRoleAssign, ProjectRoleEntry } from '../../../domain/projects/schemas.ts';
import { escapeLike } from '../../crud/conditions.ts';
import type { Database } from '../../db/client.ts';
import { profiles, projectRoles, userRoles } from '../../db/schema/index.ts';
import { hasActiveRole, isBackOffice, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { notify } from '../notifications/notifications.service.ts';
import { actorOf, fullName, subjectOf, visibleProjectRow, type ProjectRow } from './project-rows.ts';

type ProjectRoleName = ProjectRoleEntry['role'];

const roleLabel = (name: ProjectRoleName): string => roleCatalogue.find((role) => role.name === name)?.description ?? name;

/** Roles whose holders may be put on a project (not the final user's, not the back-office admin's). */
const eligibleRoleIds = [appRoles.Specialist, appRoles.LocalManager, appRoles.Designer, appRoles.HWDesigner, appRoles.HubHead, appRoles.BackofficeUser];

const holdsActive = (roleIds: readonly number[]) => exists(sql`(select 1 from ${userRoles} where ${userRoles.profileId} = ${profiles.id}
  and ${inArray(userRoles.roleId, [...roleIds])} and ${userRoles.status} = 'Active')`);

/**
 * The profiles this caller may put on a project: enabled, with an Active professional role; a hub head's choice is
 * their network's people and the specialists. Only back office and hub heads choose (403 for anyone else).
 */
export function eligiblePeople(caller: Caller): SQL | undefined {
  const base = and(eq(profiles.enabled, true), holdsActive(eligibleRoleIds));
  if (isBackOffice(caller)) return base;
  if (!hasActiveRole(caller, ['HubHead'])) throw new HttpError(403, PROJECT_MESSAGES.peopleForbidden);
  const network = caller.networkId ? eq(profiles.networkId, caller.networkId) : undefined;
  return and(base, or(network, holdsActive([appRoles.Specialist])));
}

const personLabel = (row: { name: string; email: string }) => `${row.name} (${row.email})`;
const personColumns = { id: profiles.id, name: fullName, email: profiles.email };

/** GET /happyway/projects/options/people?q=: who this caller may give a role on a project (at most 50, by name). */
export async function peopleOptions(db: Database, caller: Caller, q: string | undefined): Promise<ProjectOptions> {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const search = pattern === null ? undefined : or(ilike(fullName, pattern), ilike(profiles.email, pattern));
  const rows = await db.select(personColumns).from(profiles)
    .where(and(eligiblePeople(caller), search)).orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(profiles.id)).limit(50);
  return { data: rows.map((row) => ({ id: row.id, label: personLabel(row) })) };
}

/** GET /happyway/projects/options/people/{profileId}: one of those people (404 for anyone else). */
export async function personOption(db: Database, caller: Caller, profileId: string): Promise<ProjectOption> {
  const [row] = await db.select(personColumns).from(profiles).where(and(eq(profiles.id, profileId), eligiblePeople(caller)));
  if (!row) throw new HttpError(404, PROJECT_MESSAGES.personNotFound);
  return { id: row.id, label: personLabel(row) };
}

/** The roles held on a project, oldest first, with each person's name and who assigned them. */
export async function projectRoleEntries(db: Database, projectId: string): Promise<ProjectRoleEntry[]> {
  const assigner = alias(profiles, 'assigner');
  const rows = await db.select({
    profileId: projectRoles.profileId,
    name: fullName,
    email: profiles.email,
    role: projectRoles.role,
    assignedAt: projectRoles.assignedAt,
    assignedById: assigner.id,
    assignedByName: sql<string | null>`${assigner.firstName} || ' ' || ${assigner.lastName}`,
  }).from(projectRoles)
    .innerJoin(profiles, eq(profiles.id, projectRoles.profileId))
    .leftJoin(assigner, eq(assigner.id, projectRoles.assignedBy))
    .where(eq(projectRoles.projectId, projectId))
    .orderBy(asc(projectRoles.assignedAt), asc(projectRoles.role), asc(projectRoles.profileId));
  return rows.flatMap((row) => {
    const role = roleCatalogue.find((entry) => entry.name === row.role)?.name;
    if (!role) return [];
    return [{
      profileId: row.profileId, name: row.name, email: row.email, role, roleLabel: roleLabel(role), assignedAt: row.assignedAt.toISOString(),
      assignedBy: row.assignedById ? { id: row.assignedById, name: row.assignedByName ?? '' } : null,
    }];
  });
}

/** A visible project whose people this caller manages: back office or the network's hub head (403 otherwise). */
async function managedProject(db: Database, caller: Caller, id: string): Promise<ProjectRow> {
  const project = await visibleProjectRow(db, caller, id);
  if (!projectPermissions(subjectOf(project), actorOf(caller)).managePeople) throw new HttpError(403, PROJECT_MESSAGES.peopleForbidden);
  return project;
}

async function requireEligible(db: Database, caller: Caller, profileId: string): Promise<void> {
  const [person] = await db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, profileId), eligiblePeople(caller)));
  if (!person) throw new HttpError(400, PROJECT_MESSAGES.profileNotEligible, [{ path: 'profileId', message: PROJECT_MESSAGES.profileNotEligible }]);
}

async function noticeOfRole(db: Database, caller: Caller, project: ProjectRow, profileId: string, role: ProjectRoleName): Promise<void> {
  if (profileId === caller.profileId) return;
  await notify(db, profileId, {
    kind: 'project.role',
    title: 'Nuovo ruolo su un progetto',
    body: `Hai il ruolo ${roleLabel(role)} sul progetto «${project.name}».`,
    link: `/projects/show/${project.id}`,
  });
}

export async function listProjectRoles(db: Database, caller: Caller, id: string): Promise<ProjectRoleEntry[]> {
  await visibleProjectRow(db, caller, id);
  return projectRoleEntries(db, id);
}

/** Gives a person a role on a project (409 when they already hold it) and tells them. */
export async function assignProjectRole(db: Database, caller: Caller, id: string, input: ProjectRoleAssign, now: Date): Promise<ProjectRoleEntry> {
  const project = await managedProject(db, caller, id);
  await requireEligible(db, caller, input.profileId);
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(projectRoles)
      .values({ projectId: id, profileId: input.profileId, role: input.role, assignedBy: caller.profileId, assignedAt: now })
      .onConflictDoNothing().returning({ role: projectRoles.role });
    if (inserted.length === 0) throw new HttpError(409, PROJECT_MESSAGES.roleAlreadyHeld);
    await noticeOfRole(tx, caller, project, input.profileId, input.role);
  });
  const entry = (await projectRoleEntries(db, id)).find((candidate) => candidate.profileId === input.profileId && candidate.role === input.role);
  if (!entry) throw new Error('project role lost after its assignment');
  return entry;
}

/** Takes a role away (404 when the person does not hold it). */
export async function removeProjectRole(db: Database, caller: Caller, id: string, profileId: string, role: ProjectRoleName): Promise<void> {
  await managedProject(db, caller, id);
  const removed = await db.delete(projectRoles)
    .where(and(eq(projectRoles.projectId, id), eq(projectRoles.profileId, profileId), eq(projectRoles.role, role))).returning({ role: projectRoles.role });
  if (removed.length === 0) throw new HttpError(404, PROJECT_MESSAGES.roleNotHeld);
}

/** The project's tutor, coach or network coach becomes this person, replacing whoever held that role; answers all roles. */
export async function assignProjectSlot(db: Database, caller: Caller, id: string, slot: ProjectPeopleSlot, profileId: string, now: Date): Promise<ProjectRoleEntry[]> {
  const project = await managedProject(db, caller, id);
  await requireEligible(db, caller, profileId);
  const role = projectPeopleSlots[slot];
  await db.transaction(async (tx) => {
    const previous = await tx.delete(projectRoles).where(and(eq(projectRoles.projectId, id), eq(projectRoles.role, role))).returning({ profileId: projectRoles.profileId });
    await tx.insert(projectRoles).values({ projectId: id, profileId, role, assignedBy: caller.profileId, assignedAt: now });
    if (!previous.some((entry) => entry.profileId === profileId)) await noticeOfRole(tx, caller, project, profileId, role);
  });
  return projectRoleEntries(db, id);
}
