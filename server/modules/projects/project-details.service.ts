import { and, asc, count, eq, sql } from 'drizzle-orm';
import { VERIFICATION_DOCUMENT_CATEGORY } from '../../../domain/projects/catalogue.ts';
import { projectPermissions } from '../../../domain/projects/permissions.ts';
import type {
  ProjectDetails,
  ProjectProjection,
  ProjectStats,
  ProjectStatusChange,
} from '../../../domain/projects/schemas.ts';
import { allowedTransitions } from '../../../domain/projects/transitions.ts';
import type { ReferenceSources } from '../../crud/references.ts';
import type { Database } from '../../db/client.ts';
import { fullName } from '../../db/profile-name.ts';
import { profiles, projectRoles, projects, projectStatusChanges } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { uploadedObjectsOf } from '../repository-objects/public.ts';
import { projectRoleEntries } from './project-roles.service.ts';
import {
  actorOf,
  projectRecord,
  statusOf,
  subjectOf,
  typeOf,
  visibleProjectRow,
  visibleProjects,
} from './project-rows.ts';

const DAY_MS = 86_400_000;

/** Every status change of a project, oldest first (the first, from null, is its creation). */
export async function projectHistory(db: Database, projectId: string): Promise<ProjectStatusChange[]> {
  const rows = await db
    .select({ change: projectStatusChanges, name: fullName, personId: profiles.id })
    .from(projectStatusChanges)
    .leftJoin(profiles, eq(profiles.id, projectStatusChanges.changedBy))
    .where(eq(projectStatusChanges.projectId, projectId))
    .orderBy(asc(projectStatusChanges.changedAt), asc(projectStatusChanges.id));
  return rows.map(({ change, name, personId }) => ({
    id: change.id,
    fromStatus: change.fromStatus === null ? null : statusOf({ status: change.fromStatus }),
    toStatus: statusOf({ status: change.toStatus }),
    changedAt: change.changedAt.toISOString(),
    changedBy: personId ? { id: personId, name } : null,
    note: change.note,
  }));
}

/** The child projects (bank-service validations) of a project that this caller sees, oldest first. */
async function visibleChildren(db: Database, caller: Caller, projectId: string) {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      type: projects.type,
      status: projects.status,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(and(eq(projects.parentId, projectId), visibleProjects(db, caller)))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  return rows.map((row) => ({
    ...row,
    type: typeOf(row),
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function projectStats(
  db: Database,
  caller: Caller,
  projectId: string,
  createdAt: Date,
  now: Date,
): Promise<ProjectStats> {
  const files = await uploadedObjectsOf(db, { entityType: 'Project', entity_id: projectId, category: undefined });
  const [people] = await db
    .select({ value: sql<number>`count(distinct ${projectRoles.profileId})::int` })
    .from(projectRoles)
    .where(eq(projectRoles.projectId, projectId));
  const [changes] = await db
    .select({ value: count(), last: sql<string | null>`max(${projectStatusChanges.changedAt})::text` })
    .from(projectStatusChanges)
    .where(eq(projectStatusChanges.projectId, projectId));
  const [children] = await db
    .select({ value: count() })
    .from(projects)
    .where(and(eq(projects.parentId, projectId), visibleProjects(db, caller)));
  const since = changes?.last ? new Date(changes.last) : createdAt;
  return {
    files: files.length,
    verificationFiles: files.filter((file) => file.meta.category === VERIFICATION_DOCUMENT_CATEGORY).length,
    people: people?.value ?? 0,
    statusChanges: changes?.value ?? 0,
    children: children?.value ?? 0,
    daysInStatus: Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS)),
  };
}

/**
 * GET /happyway/projects/{id}/details: the record of a visible project (404 otherwise), the projections asked for,
 * the moves this caller may make and what else they may do.
 */
export async function projectDetails(
  db: Database,
  references: ReferenceSources,
  caller: Caller,
  id: string,
  projections: readonly ProjectProjection[],
  now: Date,
): Promise<ProjectDetails> {
  const row = await visibleProjectRow(db, caller, id);
  const wants = (projection: ProjectProjection) => projections.includes(projection);
  const subject = subjectOf(row);
  const actor = actorOf(caller);
  const [record, roles, files, history, stats, children] = await Promise.all([
    projectRecord(db, references, row),
    wants('roles') ? projectRoleEntries(db, id) : undefined,
    wants('files') ? uploadedObjectsOf(db, { entityType: 'Project', entity_id: id, category: undefined }) : undefined,
    wants('history') ? projectHistory(db, id) : undefined,
    wants('stats') ? projectStats(db, caller, id, row.createdAt, now) : undefined,
    wants('children') ? visibleChildren(db, caller, id) : undefined,
  ]);
  return {
    ...record,
    ...(roles && { roles }),
    ...(files && { files }),
    ...(history && { history }),
    ...(stats && { stats }),
    ...(children && { children }),
    allowedTransitions: allowedTransitions(subject, actor).map(({ to, via }) => ({ to, via })),
    permissions: projectPermissions(subject, actor),
  };
}
