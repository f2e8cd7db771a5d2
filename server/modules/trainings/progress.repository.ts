import { and, eq, inArray } from 'drizzle-orm';
import type { LearningState } from '../../../domain/training/catalogue.ts';
import { lessonState, moduleProgress, type ModuleProgress } from '../../../domain/training/progress.ts';
import { watchedSeconds } from '../../../domain/training/watch-rule.ts';
import type { Database } from '../../db/client.ts';
import {
  trainingCertificates,
  trainingCompletions,
  trainingLessonProgress,
  trainingLessons,
} from '../../db/schema/index.ts';

export interface ModuleSummary extends ModuleProgress {
  completedAt: string | null;
  certificateCode: string | null;
}

/** One learner's progress on each of these modules ("x di y lezioni", state, completion and certificate). */
export async function moduleSummaries(
  db: Database,
  profileId: string,
  moduleIds: readonly string[],
): Promise<Map<string, ModuleSummary>> {
  if (moduleIds.length === 0) return new Map();
  const ids = [...moduleIds];
  const [lessons, completions, certificates] = await Promise.all([
    db
      .select({
        moduleId: trainingLessons.moduleId,
        completedAt: trainingLessonProgress.completedAt,
        reported: trainingLessonProgress.profileId,
      })
      .from(trainingLessons)
      .leftJoin(
        trainingLessonProgress,
        and(eq(trainingLessonProgress.lessonId, trainingLessons.id), eq(trainingLessonProgress.profileId, profileId)),
      )
      .where(inArray(trainingLessons.moduleId, ids)),
    db
      .select()
      .from(trainingCompletions)
      .where(and(eq(trainingCompletions.profileId, profileId), inArray(trainingCompletions.moduleId, ids))),
    db
      .select({ moduleId: trainingCertificates.moduleId, code: trainingCertificates.code })
      .from(trainingCertificates)
      .where(and(eq(trainingCertificates.profileId, profileId), inArray(trainingCertificates.moduleId, ids))),
  ]);
  return new Map(
    ids.map((id) => {
      const own = lessons
        .filter((lesson) => lesson.moduleId === id)
        .map((lesson) => ({ completed: lesson.completedAt !== null, started: lesson.reported !== null }));
      const completion = completions.find((row) => row.moduleId === id);
      return [
        id,
        {
          ...moduleProgress(own, completion !== undefined),
          completedAt: completion?.completedAt.toISOString() ?? null,
          certificateCode: certificates.find((row) => row.moduleId === id)?.code ?? null,
        },
      ];
    }),
  );
}

export interface LessonSummary {
  state: LearningState;
  completedAt: string | null;
  lastPosition: number;
  watchedSeconds: number;
}

/** One learner's progress on each of these lessons. */
export async function lessonSummaries(
  db: Database,
  profileId: string,
  lessonIds: readonly string[],
): Promise<Map<string, LessonSummary>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(trainingLessonProgress)
    .where(
      and(eq(trainingLessonProgress.profileId, profileId), inArray(trainingLessonProgress.lessonId, [...lessonIds])),
    );
  return new Map(
    lessonIds.map((id) => {
      const row = rows.find((candidate) => candidate.lessonId === id);
      return [
        id,
        {
          state: lessonState({ completed: Boolean(row?.completedAt), started: row !== undefined }),
          completedAt: row?.completedAt?.toISOString() ?? null,
          lastPosition: row?.lastPosition ?? 0,
          watchedSeconds: watchedSeconds(row?.watched ?? []),
        },
      ];
    }),
  );
}
