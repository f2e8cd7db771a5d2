import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { trainingLessons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

export const ORDER_MISMATCH = "L'ordine deve elencare ogni lezione del modulo una volta sola";

/** Gives the module's lessons positions 1..n in the order given, in one transaction; the list must name each once. */
export async function reorderLessons(db: Database, moduleId: string, lessonIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: trainingLessons.id })
      .from(trainingLessons)
      .where(eq(trainingLessons.moduleId, moduleId))
      .orderBy(asc(trainingLessons.position))
      .for('update');
    const known = new Set(current.map((lesson) => lesson.id));
    if (
      new Set(lessonIds).size !== lessonIds.length ||
      lessonIds.length !== known.size ||
      !lessonIds.every((id) => known.has(id))
    ) {
      throw new HttpError(400, ORDER_MISMATCH, [{ path: 'lessonIds', message: ORDER_MISMATCH }]);
    }
    for (const [index, id] of lessonIds.entries()) {
      await tx
        .update(trainingLessons)
        .set({ position: index + 1 })
        .where(eq(trainingLessons.id, id));
    }
  });
}
