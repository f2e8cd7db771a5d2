import { and, count, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { trainingCompletions, trainingLessonProgress, trainingLessons } from '../../db/schema/index.ts';
import { issueCertificate } from './certificates.repository.ts';
import type { ModuleRow } from './training-visibility.ts';

/** Whether the learner completed every lesson of the module (a module without lessons never is). */
export async function allLessonsDone(tx: Transaction, profileId: string, moduleId: string): Promise<boolean> {
  const [totals] = await tx
    .select({ total: count(trainingLessons.id), done: count(trainingLessonProgress.completedAt) })
    .from(trainingLessons)
    .leftJoin(
      trainingLessonProgress,
      and(eq(trainingLessonProgress.lessonId, trainingLessons.id), eq(trainingLessonProgress.profileId, profileId)),
    )
    .where(eq(trainingLessons.moduleId, moduleId));
  return totals !== undefined && totals.total > 0 && totals.done === totals.total;
}

/** The stored completion of a module, if any. */
export async function completionOf(tx: Transaction, profileId: string, moduleId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ completedAt: trainingCompletions.completedAt })
    .from(trainingCompletions)
    .where(and(eq(trainingCompletions.profileId, profileId), eq(trainingCompletions.moduleId, moduleId)));
  return row?.completedAt ?? null;
}

/**
 * Stores the module's completion with its date and issues its certificate, in the caller's transaction; false when it
 * was already stored (a second confirmation changes nothing).
 */
export async function storeCompletion(
  tx: Transaction,
  profileId: string,
  module: ModuleRow,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(trainingCompletions)
    .values({ profileId, moduleId: module.id, completedAt: now })
    .onConflictDoNothing()
    .returning({ moduleId: trainingCompletions.moduleId });
  if (inserted.length === 0) return false;
  await issueCertificate(tx, profileId, module, now);
  return true;
}
