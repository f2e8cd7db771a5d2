import { and, eq, inArray } from 'drizzle-orm';
import { computeFootprint } from '../../../domain/carbon/footprint.ts';
import type { FootprintInput } from '../../../domain/carbon/input.ts';
import { carbonFootprintRecord, PROJECT_NOT_VISIBLE } from '../../../domain/resources/carbon-footprints.ts';
import type { Database } from '../../db/client.ts';
import { fullName } from '../../db/profile-name.ts';
import { carbonFootprints, profiles, projects } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { isProjectVisible } from '../projects/public.ts';
import { footprintVisibility, mayEditFootprint } from './carbon-footprint-visibility.ts';

export const FOOTPRINT_NOT_FOUND = 'Impronta di carbonio non trovata';

/** The figures the list sorts and filters on, from the server's own computation (never the client's totals). */
export function figuresOf(input: FootprintInput) {
  const result = computeFootprint(input);
  const renovation = result.renovation;
  return {
    buildingKind: input.buildingKind,
    result,
    totalKgCo2e: Math.round(result.totalKgCo2e),
    savedKgCo2ePerYear: renovation ? Math.round(renovation.savedKgCo2ePerYear) : null,
    paybackYears:
      renovation?.paybackYears === null || !renovation ? null : Math.round(renovation.paybackYears * 10) / 10,
  };
}

export async function requireVisibleProject(db: Database, caller: Caller, projectId: string | null): Promise<void> {
  if (projectId !== null && !(await isProjectVisible(db, caller, projectId))) {
    throw new HttpError(400, 'Dati non validi', [{ path: 'projectId', message: PROJECT_NOT_VISIBLE }]);
  }
}

/** `authorName` of each row, with one query. */
export async function withAuthorNames<T extends { authorId: string }>(
  db: Database,
  rows: readonly T[],
): Promise<(T & { authorName: string })[]> {
  const ids = [...new Set(rows.map((row) => row.authorId))];
  const names = new Map(
    (ids.length === 0
      ? []
      : await db.select({ id: profiles.id, name: fullName }).from(profiles).where(inArray(profiles.id, ids))
    ).map(({ id, name }) => [id, name]),
  );
  return rows.map((row) => ({ ...row, authorName: names.get(row.authorId) ?? '' }));
}

/**
 * A footprint the caller sees, with its project's and author's names; any other id, existing or not, is the same 404.
 */
export async function visibleFootprint(db: Database, caller: Caller, id: string) {
  const [found] = await db
    .select({ footprint: carbonFootprints, projectName: projects.name, authorName: fullName })
    .from(carbonFootprints)
    .innerJoin(profiles, eq(profiles.id, carbonFootprints.authorId))
    .leftJoin(projects, eq(projects.id, carbonFootprints.projectId))
    .where(and(eq(carbonFootprints.id, id), footprintVisibility(caller, db)));
  if (!found) throw new HttpError(404, FOOTPRINT_NOT_FOUND);
  const { footprint, projectName, authorName } = found;
  return carbonFootprintRecord.parse({
    ...footprint,
    projectName,
    authorName,
    createdAt: footprint.createdAt.toISOString(),
    editable: mayEditFootprint(caller, footprint.authorId),
  });
}
