import { and, asc, eq } from 'drizzle-orm';
import type { ModuleCategory } from '../../../domain/training/catalogue.ts';
import type { MandatoryCheck } from '../../../domain/training/schemas.ts';
import type { Database } from '../../db/client.ts';
import { trainingModules } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { moduleSummaries } from './progress.repository.ts';
import { modulesOpenTo } from './training-visibility.ts';

/** GET /happyway/trainings/users/check: the mandatory modules open to the caller, and whether each is complete. */
export async function mandatoryCheck(db: Database, caller: Caller): Promise<MandatoryCheck> {
  const modules = await db
    .select()
    .from(trainingModules)
    .where(and(modulesOpenTo(caller), eq(trainingModules.mandatory, true)))
    .orderBy(asc(trainingModules.createdAt), asc(trainingModules.id));
  const summaries = await moduleSummaries(
    db,
    caller.profileId,
    modules.map((module) => module.id),
  );
  const data = modules.map((module) => {
    const summary = summaries.get(module.id);
    return {
      id: module.id,
      title: module.title,
      category: module.category as ModuleCategory,
      completed: summary?.completed ?? false,
      completedAt: summary?.completedAt ?? null,
      completedLessons: summary?.completedLessons ?? 0,
      totalLessons: summary?.totalLessons ?? 0,
    };
  });
  return { data, allCompleted: data.every((module) => module.completed) };
}
