import { and, eq, inArray } from 'drizzle-orm';
import { activeRoleNames } from '../../../domain/auth/roles.ts';
import {
  projectPeopleSlots,
  projectStatuses,
  projectTypes,
  type ProjectStatus,
  type ProjectType,
} from '../../../domain/projects/catalogue.ts';
import { PROJECT_MESSAGES } from '../../../domain/projects/messages.ts';
import { projectRecordSchema, type ProjectRecord } from '../../../domain/projects/schemas.ts';
import type { ProjectCaller, TransitionSubject } from '../../../domain/projects/transitions.ts';
import { projectsResource } from '../../../domain/resources/projects.ts';
import { withReferenceLabels, type ReferenceSources } from '../../crud/references.ts';
import { toRecord } from '../../crud/store.ts';
import type { StoredOf } from '../../crud/unit.ts';
import type { Database } from '../../db/client.ts';
import { projectRoles, projects } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { projectVisibility } from './project-visibility.ts';

export type ProjectRow = typeof projects.$inferSelect;
/** A project as the generated store reads it (the record's stored keys). */
export type StoredProject = StoredOf<typeof projectsResource>;

export const projectNotFound = () => new HttpError(404, PROJECT_MESSAGES.notFound);

/** The SQL condition of the projects this caller sees (the unit's visibility, with X-AppRole). */
export const visibleProjects = (db: Database, caller: Caller) => projectVisibility(caller, db);

/** Whether the caller sees this project (its people and back office). */
export async function isProjectVisible(db: Database, caller: Caller, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), visibleProjects(db, caller)))
    .limit(1);
  return rows.length > 0;
}

/** A project the caller sees; any other id, existing or not, is the same 404. */
export async function visibleProjectRow(db: Database, caller: Caller, id: string): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), visibleProjects(db, caller)));
  if (!row) throw projectNotFound();
  return row;
}

const isProjectStatus = (value: string): value is ProjectStatus =>
  (projectStatuses as readonly string[]).includes(value);

export function statusOf(row: { status: string }): ProjectStatus {
  if (!isProjectStatus(row.status)) throw new Error(`project with unknown status ${row.status}`);
  return row.status;
}

const isProjectType = (value: string): value is ProjectType => (projectTypes as readonly string[]).includes(value);

export function typeOf(row: { type: string }): ProjectType {
  if (!isProjectType(row.type)) throw new Error(`project with unknown type ${row.type}`);
  return row.type;
}

export const subjectOf = (row: Pick<ProjectRow, 'status' | 'assigneeId' | 'networkId'>): TransitionSubject => ({
  status: statusOf(row),
  assigneeId: row.assigneeId,
  networkId: row.networkId,
});

export const actorOf = (caller: Caller): ProjectCaller => ({
  profileId: caller.profileId,
  activeRoles: activeRoleNames(caller.roles),
  networkId: caller.networkId,
});

/**
 * Adds `tutorId` to a page of projects with one query (the list, the detail and every batch of the CSV export); the
 * `projectPeople` reference source then names the tutor (`tutorName`).
 */
export async function withTutors<T extends StoredProject>(
  db: Database,
  rows: T[],
): Promise<(T & { tutorId: string | null })[]> {
  const ids = rows.map((row) => row.id);
  const tutors =
    ids.length === 0
      ? []
      : await db
          .select({ projectId: projectRoles.projectId, profileId: projectRoles.profileId })
          .from(projectRoles)
          .where(and(inArray(projectRoles.projectId, ids), eq(projectRoles.role, projectPeopleSlots.tutor)));
  const byProject = new Map(tutors.map((tutor) => [tutor.projectId, tutor.profileId]));
  return rows.map((row) => ({ ...row, tutorId: byProject.get(row.id) ?? null }));
}

/** One project as the API returns it, from a full row (the reads and writes outside the generated routes). */
export async function projectRecord(
  db: Database,
  references: ReferenceSources,
  row: ProjectRow,
): Promise<ProjectRecord> {
  const stored = Object.fromEntries(
    Object.keys(projectRecordSchema.shape).flatMap((key) =>
      key in row ? [[key, (row as Record<string, unknown>)[key]]] : [],
    ),
  );
  const [record] = await withReferenceLabels(
    db,
    projectsResource,
    references,
    await withTutors(db, [toRecord(stored) as StoredProject]),
  );
  return projectRecordSchema.parse(record);
}
