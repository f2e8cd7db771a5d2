import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { roleCatalogue } from '../../../domain/auth/roles.ts';
import { projectPeopleSlots, type ProjectPeopleSlot } from '../../../domain/projects/catalogue.ts';
import { PROJECT_MESSAGES } from '../../../domain/projects/messages.ts';
import { projectPermissions } from '../../../domain/projects/permissions.ts';
import type { ProjectRoleAssign, ProjectRoleEntry } from '../../../domain/projects/schemas.ts';
import type { Database } from '../../db/client.ts';
import { fullName, fullNameOf } from '../../db/profile-name.ts';
import { profiles, projectRoles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { notify } from '../../notices/notify.ts';
import { projectCandidates } from './project-choices.ts';
import { actorOf, subjectOf, visibleProjectRow, type ProjectRow } from './project-rows.ts';

type ProjectRoleName = ProjectRoleEntry['role'];

const roleLabel = (name: ProjectRoleName): string =>
  roleCatalogue.find((role) => role.name === name)?.description ?? name;

/** The roles held on a project, oldest first, with each person's name and who assigned them. */
export async function projectRoleEntries(db: Database, projectId: string): Promise<ProjectRoleEntry[]> {
  const assigner = alias(profiles, 'assigner');
  const rows = await db
    .select({
      profileId: projectRoles.profileId,
      name: fullName,
      email: profiles.email,
      role: projectRoles.role,
      assignedAt: projectRoles.assignedAt,
      assignedById: assigner.id,
      assignedByName: fullNameOf<string | null>(assigner),
    })
    .from(projectRoles)
    .innerJoin(profiles, eq(profiles.id, projectRoles.profileId))
    .leftJoin(assigner, eq(assigner.id, projectRoles.assignedBy))
    .where(eq(projectRoles.projectId, projectId))
    .orderBy(asc(projectRoles.assignedAt), asc(projectRoles.role), asc(projectRoles.profileId));
  return rows.flatMap((row) => {
    const role = roleCatalogue.find((entry) => entry.name === row.role)?.name;
    if (!role) return [];
    return [
      {
        profileId: row.profileId,
        name: row.name,
        email: row.email,
        role,
        roleLabel: roleLabel(role),
        assignedAt: row.assignedAt.toISOString(),
        assignedBy: row.assignedById ? { id: row.assignedById, name: row.assignedByName ?? '' } : null,
      },
    ];
  });
}

/** A visible project whose people this caller manages: back office or the network's hub head (403 otherwise). */
async function managedProject(db: Database, caller: Caller, id: string): Promise<ProjectRow> {
  const project = await visibleProjectRow(db, caller, id);
  if (!projectPermissions(subjectOf(project), actorOf(caller)).managePeople)
    throw new HttpError(403, PROJECT_MESSAGES.peopleForbidden);
  return project;
}

/**
 * Refuses (400) anyone the caller may not choose in the project's people picker (the `projectPeople` reference source).
 */
async function requireEligible(db: Database, caller: Caller, profileId: string): Promise<void> {
  const [person] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), projectCandidates(caller, db)));
  if (!person)
    throw new HttpError(400, PROJECT_MESSAGES.profileNotEligible, [
      { path: 'profileId', message: PROJECT_MESSAGES.profileNotEligible },
    ]);
}

async function noticeOfRole(
  db: Database,
  caller: Caller,
  project: ProjectRow,
  profileId: string,
  role: ProjectRoleName,
): Promise<void> {
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
export async function assignProjectRole(
  db: Database,
  caller: Caller,
  id: string,
  input: ProjectRoleAssign,
  now: Date,
): Promise<ProjectRoleEntry> {
  const project = await managedProject(db, caller, id);
  await requireEligible(db, caller, input.profileId);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(projectRoles)
      .values({
        projectId: id,
        profileId: input.profileId,
        role: input.role,
        assignedBy: caller.profileId,
        assignedAt: now,
      })
      .onConflictDoNothing()
      .returning({ role: projectRoles.role });
    if (inserted.length === 0) throw new HttpError(409, PROJECT_MESSAGES.roleAlreadyHeld);
    await noticeOfRole(tx, caller, project, input.profileId, input.role);
    const entry = (await projectRoleEntries(tx, id)).find(
      (candidate) => candidate.profileId === input.profileId && candidate.role === input.role,
    );
    if (!entry) throw new Error('project role lost after its assignment');
    return entry;
  });
}

/** Takes a role away (404 when the person does not hold it). */
export async function removeProjectRole(
  db: Database,
  caller: Caller,
  id: string,
  profileId: string,
  role: ProjectRoleName,
): Promise<void> {
  await managedProject(db, caller, id);
  const removed = await db
    .delete(projectRoles)
    .where(and(eq(projectRoles.projectId, id), eq(projectRoles.profileId, profileId), eq(projectRoles.role, role)))
    .returning({ role: projectRoles.role });
  if (removed.length === 0) throw new HttpError(404, PROJECT_MESSAGES.roleNotHeld);
}

/**
 * The project's tutor, coach or network coach becomes this person, replacing whoever held that role; answers all roles.
 */
export async function assignProjectSlot(
  db: Database,
  caller: Caller,
  id: string,
  slot: ProjectPeopleSlot,
  profileId: string,
  now: Date,
): Promise<ProjectRoleEntry[]> {
  const project = await managedProject(db, caller, id);
  await requireEligible(db, caller, profileId);
  const role = projectPeopleSlots[slot];
  return db.transaction(async (tx) => {
    const previous = await tx
      .delete(projectRoles)
      .where(and(eq(projectRoles.projectId, id), eq(projectRoles.role, role)))
      .returning({ profileId: projectRoles.profileId });
    await tx
      .insert(projectRoles)
      .values({ projectId: id, profileId, role, assignedBy: caller.profileId, assignedAt: now });
    if (!previous.some((entry) => entry.profileId === profileId))
      await noticeOfRole(tx, caller, project, profileId, role);
    return projectRoleEntries(tx, id);
  });
}
