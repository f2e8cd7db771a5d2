import { and, eq, inArray, sql } from 'drizzle-orm';
import { activeRoleNames } from '../../../domain/auth/roles.ts';
import { projectStatuses, projectTypes, type ProjectStatus, type ProjectType } from '../../../domain/projects/catalogue.ts';
import { PROJECT_MESSAGES } from '../../../domain/projects/messages.ts';
import { projectRecordSchema, type ProjectRecord } from '../../../domain/projects/schemas.ts';
import type { TransitionActor, TransitionSubject } from '../../../domain/projects/transitions.ts';
import { projectsResource } from '../../../domain/resources/projects.ts';
import { toRecord, type Row } from '../../crud/store.ts';
import { tableFor } from '../../crud/table-for.ts';
import { visibilityRules } from '../../crud/visibility.ts';
import type { Database } from '../../db/client.ts';
import { apartmentTypes, networks, profiles, projects } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';

export type ProjectRow = typeof projects.$inferSelect;

/** The generator's view of the projects table (its columns by field name). */
export const projectTable = tableFor(projectsResource);

/** 'Nome Cognome' of a profile. */
export const fullName = sql<string>`${profiles.firstName} || ' ' || ${profiles.lastName}`;

export const projectNotFound = () => new HttpError(404, PROJECT_MESSAGES.notFound);

/** The SQL condition of the projects this caller sees (the declaration's rule, with X-AppRole). */
export const visibleProjects = (db: Database, caller: Caller) => visibilityRules.projectPeople(caller, projectTable, db);

/** Whether the caller sees this project (its people and back office). */
export async function isProjectVisible(db: Database, caller: Caller, id: string): Promise<boolean> {
  const rows = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.id, id), visibleProjects(db, caller))).limit(1);
  return rows.length > 0;
}

/** A project the caller sees; any other id, existing or not, is the same 404. */
export async function visibleProjectRow(db: Database, caller: Caller, id: string): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(and(eq(projects.id, id), visibleProjects(db, caller)));
  if (!row) throw projectNotFound();
  return row;
}

const isProjectStatus = (value: string): value is ProjectStatus => (projectStatuses as readonly string[]).includes(value);

export function statusOf(row: { status: string }): ProjectStatus {
  if (!isProjectStatus(row.status)) throw new Error(`project with unknown status ${row.status}`);
  return row.status;
}

const isProjectType = (value: string): value is ProjectType => (projectTypes as readonly string[]).includes(value);

export function typeOf(row: { type: string }): ProjectType {
  if (!isProjectType(row.type)) throw new Error(`project with unknown type ${row.type}`);
  return row.type;
}

export const subjectOf = (row: Pick<ProjectRow, 'status' | 'assigneeId' | 'networkId'>): TransitionSubject =>
  ({ status: statusOf(row), assigneeId: row.assigneeId, networkId: row.networkId });

export const actorOf = (caller: Caller): TransitionActor =>
  ({ profileId: caller.profileId, activeRoles: activeRoleNames(caller.roles), networkId: caller.networkId });

const idsOf = (rows: readonly Row[], key: string): string[] =>
  [...new Set(rows.flatMap((row) => (typeof row[key] === 'string' ? [row[key]] : [])))];

/**
 * Adds `networkName`, `assigneeName` and `apartmentTypeName` to a page of projects with one query (the list, the
 * detail and every batch of the CSV export).
 */
export async function withLabels(db: Database, rows: Row[]): Promise<Row[]> {
  const networkIds = idsOf(rows, 'networkId');
  const assigneeIds = idsOf(rows, 'assigneeId');
  const apartmentTypeIds = idsOf(rows, 'apartmentTypeId');
  const labels = new Map<string, string>();
  if (networkIds.length + assigneeIds.length + apartmentTypeIds.length > 0) {
    const found = await db.select({ id: networks.id, label: networks.name }).from(networks).where(inArray(networks.id, networkIds))
      .unionAll(db.select({ id: profiles.id, label: fullName }).from(profiles).where(inArray(profiles.id, assigneeIds)))
      .unionAll(db.select({ id: apartmentTypes.id, label: apartmentTypes.name }).from(apartmentTypes).where(inArray(apartmentTypes.id, apartmentTypeIds)));
    for (const { id, label } of found) labels.set(id, label);
  }
  const labelOf = (value: unknown) => (typeof value === 'string' ? labels.get(value) ?? null : null);
  return rows.map((row) => ({
    ...row, networkName: labelOf(row.networkId), assigneeName: labelOf(row.assigneeId), apartmentTypeName: labelOf(row.apartmentTypeId),
  }));
}

/** One project as the API returns it. */
export async function projectRecord(db: Database, row: Row): Promise<ProjectRecord> {
  const [record] = (await withLabels(db, [row])).map(toRecord);
  return projectRecordSchema.parse(record);
}

/** Only the columns of the record (what the generator's reads select), from a full row. */
export const recordColumnsOf = (row: ProjectRow): Row =>
  Object.fromEntries(Object.keys(projectTable.selection).map((key) => [key, (row as Row)[key]]));
