import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { computeFootprint } from '../../../domain/carbon/footprint.ts';
import { carbonFootprintRecord, PROJECT_NOT_VISIBLE, type CarbonFootprintInput } from '../../../domain/resources/carbon-footprints.ts';
import type { ReferenceOptions } from '../../../domain/schemas/reference-options.ts';
import type { Database } from '../../db/client.ts';
import { carbonFootprints, profiles, projects } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isProjectVisible, visibleProjects } from '../projects/project-rows.ts';
import { visibleFootprints } from './carbon-footprint-visibility.ts';

export const FOOTPRINT_NOT_FOUND = 'Impronta di carbonio non trovata';
const PROJECT_CHOICES_LIMIT = 20;

export type FootprintRow = typeof carbonFootprints.$inferSelect;

/** The columns the list sorts and filters on, from the server's own computation (never the client's totals). */
export function figuresOf(input: CarbonFootprintInput['input']) {
  const result = computeFootprint(input);
  return {
    result,
    totalKgCo2e: Math.round(result.totalKgCo2e),
    savedKgCo2ePerYear: result.renovation ? Math.round(result.renovation.savedKgCo2ePerYear) : null,
    paybackYears: result.renovation?.paybackYears === null || !result.renovation ? null : Math.round(result.renovation.paybackYears * 10) / 10,
  };
}

export async function requireVisibleProject(db: Database, caller: Caller, projectId: string | null): Promise<void> {
  if (projectId !== null && !(await isProjectVisible(db, caller, projectId))) {
    throw new HttpError(400, 'Dati non validi', [{ path: 'projectId', message: PROJECT_NOT_VISIBLE }]);
  }
}

const recordColumns = {
  footprint: carbonFootprints,
  projectName: projects.name,
  authorName: sql<string>`${profiles.firstName} || ' ' || ${profiles.lastName}`,
};

/** A footprint the caller sees, with its project's and author's names; any other id, existing or not, is the same 404. */
export async function visibleFootprint(db: Database, caller: Caller, id: string) {
  const [found] = await db.select(recordColumns).from(carbonFootprints)
    .innerJoin(profiles, eq(profiles.id, carbonFootprints.authorId))
    .leftJoin(projects, eq(projects.id, carbonFootprints.projectId))
    .where(and(eq(carbonFootprints.id, id), visibleFootprints(db, caller)));
  if (!found) throw new HttpError(404, FOOTPRINT_NOT_FOUND);
  const { footprint, projectName, authorName } = found;
  return carbonFootprintRecord.parse({ ...footprint, projectName, authorName, createdAt: footprint.createdAt.toISOString() });
}

/** Computes the footprint again from the input and saves it with its author. */
export async function saveFootprint(db: Database, caller: Caller, body: CarbonFootprintInput) {
  await requireVisibleProject(db, caller, body.projectId);
  const [row] = await db.insert(carbonFootprints).values({
    name: body.name,
    buildingKind: body.input.buildingKind,
    projectId: body.projectId,
    authorId: caller.profileId,
    input: body.input,
    ...figuresOf(body.input),
  }).returning({ id: carbonFootprints.id });
  if (!row) throw new Error('insert returned no row');
  return visibleFootprint(db, caller, row.id);
}

/** The projects a footprint may be saved on, by name (server-side search, never the whole list). */
export async function projectChoices(db: Database, caller: Caller, q: string): Promise<ReferenceOptions['data']> {
  const search = q.trim() === '' ? undefined : ilike(projects.name, `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return db.select({ id: projects.id, label: projects.name }).from(projects)
    .where(and(visibleProjects(db, caller), search)).orderBy(asc(projects.name)).limit(PROJECT_CHOICES_LIMIT);
}
