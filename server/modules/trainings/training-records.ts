import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { LearningState } from '../../../domain/training/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { repositoryObjects, trainingLessons } from '../../db/schema/index.ts';
import type { FileServices } from '../../files/file-services.ts';
import type { Caller } from '../../plugins/auth.ts';
import { VIDEO_URL_TTL_SECONDS } from './learner-files.service.ts';
import { lessonSummaries, moduleSummaries } from './progress.repository.ts';

/** The caller's progress on each module: the computed keys of a training record. */
export async function withModuleProgress<T extends { id: string }>(db: Database, caller: Caller, rows: readonly T[]) {
  const summaries = await moduleSummaries(
    db,
    caller.profileId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const summary = summaries.get(row.id);
    return {
      ...row,
      totalLessons: summary?.totalLessons ?? 0,
      completedLessons: summary?.completedLessons ?? 0,
      state: summary?.state ?? ('notStarted' satisfies LearningState),
      allLessonsDone: summary?.allLessonsDone ?? false,
      completedAt: summary?.completedAt ?? null,
      certificateCode: summary?.certificateCode ?? null,
    };
  });
}

/** The caller's progress on each lesson: the computed keys of a lesson record. */
export async function withLessonProgress<T extends { id: string }>(db: Database, caller: Caller, rows: readonly T[]) {
  const summaries = await lessonSummaries(
    db,
    caller.profileId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const summary = summaries.get(row.id);
    return {
      ...row,
      state: summary?.state ?? ('notStarted' satisfies LearningState),
      completedAt: summary?.completedAt ?? null,
      lastPosition: summary?.lastPosition ?? 0,
      watchedSeconds: summary?.watchedSeconds ?? 0,
    };
  });
}

/** The lessons of each module in order, with the caller's state of each (`?extend=lessons`). */
export async function moduleLessons(db: Database, caller: Caller, moduleIds: readonly string[]) {
  if (moduleIds.length === 0) return new Map<string, never[]>();
  const rows = await db
    .select({
      id: trainingLessons.id,
      moduleId: trainingLessons.moduleId,
      title: trainingLessons.title,
      position: trainingLessons.position,
      videoId: trainingLessons.videoId,
    })
    .from(trainingLessons)
    .where(inArray(trainingLessons.moduleId, [...moduleIds]))
    .orderBy(asc(trainingLessons.position), asc(trainingLessons.createdAt));
  const summaries = await lessonSummaries(
    db,
    caller.profileId,
    rows.map((row) => row.id),
  );
  const byModule = new Map<
    string,
    { id: string; title: string; position: number; hasVideo: boolean; state: LearningState }[]
  >();
  for (const row of rows) {
    const list = byModule.get(row.moduleId) ?? [];
    list.push({
      id: row.id,
      title: row.title,
      position: row.position,
      hasVideo: row.videoId !== null,
      state: summaries.get(row.id)?.state ?? 'notStarted',
    });
    byModule.set(row.moduleId, list);
  }
  return byModule;
}

/** Each lesson with the signed URL of its uploaded video (`?extend=video`), null without one. */
export async function withVideoUrls<T extends { videoId: string | null }>(
  db: Database,
  files: FileServices,
  rows: readonly T[],
  now: Date,
) {
  const ids = rows.flatMap((row) => (row.videoId ? [row.videoId] : []));
  const uploaded =
    ids.length === 0
      ? []
      : await db
          .select({ id: repositoryObjects.id })
          .from(repositoryObjects)
          .where(and(inArray(repositoryObjects.id, ids), isNotNull(repositoryObjects.uploadedAt)));
  return rows.map((row) => ({
    ...row,
    videoUrl:
      row.videoId && uploaded.some((video) => video.id === row.videoId)
        ? files.urls.sign('GET', row.videoId, now, VIDEO_URL_TTL_SECONDS).url
        : null,
  }));
}
