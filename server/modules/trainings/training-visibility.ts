import { and, arrayOverlaps, eq, sql, type SQL } from 'drizzle-orm';
import { activeRoleNames } from '../../../domain/auth/roles.ts';
import { trainingPolicy } from '../../../domain/policies/trainings.ts';
import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { trainingLessons, trainingModules } from '../../db/schema/index.ts';
import { allows, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * The modules a caller sees (issue 14): back office every one, drafts included; anyone else the published modules open
 * to one of their Active roles. A lesson is seen with its module.
 */
export function visibleModules(caller: Caller): SQL | undefined {
  return allows(caller, trainingPolicy.seesEveryModule) ? undefined : modulesOpenTo(caller);
}

/** The published modules open to one of the caller's Active roles: what they learn, back office included. */
export function modulesOpenTo(caller: Caller): SQL {
  const roles = activeRoleNames(caller.roles);
  if (roles.length === 0) return sql`false`;
  return and(eq(trainingModules.status, 'published'), arrayOverlaps(trainingModules.roles, roles)) ?? sql`false`;
}

/** The lessons of the modules a caller sees, as a condition over `training_lessons`. */
export function visibleLessons(caller: Caller, db: Database): SQL | undefined {
  const modules = visibleModules(caller);
  if (!modules) return undefined;
  return sql`exists (${db
    .select({ one: sql`1` })
    .from(trainingModules)
    .where(and(eq(trainingModules.id, trainingLessons.moduleId), modules))})`;
}

export type ModuleRow = typeof trainingModules.$inferSelect;
export type LessonRow = typeof trainingLessons.$inferSelect;

/** A module the caller sees (any other id is a 404). */
export async function visibleModule(db: Database, caller: Caller, id: string): Promise<ModuleRow> {
  const [row] = await db
    .select()
    .from(trainingModules)
    .where(and(eq(trainingModules.id, id), visibleModules(caller)));
  if (!row) throw new HttpError(404, TRAINING_MESSAGES.moduleNotFound);
  return row;
}

/** A lesson of a module the caller sees, with that module (any other id is a 404). */
export async function visibleLesson(
  db: Database,
  caller: Caller,
  id: string,
): Promise<{ lesson: LessonRow; module: ModuleRow }> {
  const [row] = await db
    .select({ lesson: trainingLessons, module: trainingModules })
    .from(trainingLessons)
    .innerJoin(trainingModules, eq(trainingModules.id, trainingLessons.moduleId))
    .where(and(eq(trainingLessons.id, id), visibleModules(caller)));
  if (!row) throw new HttpError(404, TRAINING_MESSAGES.lessonNotFound);
  return row;
}

/** Whether the caller sees this lesson (the file rule of entity type Lesson). */
export async function isLessonVisible(db: Database, caller: Caller, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trainingLessons.id })
    .from(trainingLessons)
    .innerJoin(trainingModules, eq(trainingModules.id, trainingLessons.moduleId))
    .where(and(eq(trainingLessons.id, id), visibleModules(caller)));
  return row !== undefined;
}
