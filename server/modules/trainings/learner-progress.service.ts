import { and, eq, sql } from 'drizzle-orm';
import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import { completesByItself, lessonState } from '../../../domain/training/progress.ts';
import type { LessonProgressView, TrainingCompletion } from '../../../domain/training/schemas.ts';
import type { PlaybackReport } from '../../../domain/training/schemas.ts';
import {
  emptyPlayback,
  isWatched,
  reportPlayback as countPlayback,
  watchedSeconds,
} from '../../../domain/training/watch-rule.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { trainingCertificates, trainingLessonProgress } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { allLessonsDone, completionOf, storeCompletion } from './module-completion.ts';
import { visibleLesson, visibleModule, type ModuleRow } from './training-visibility.ts';

type ProgressRow = typeof trainingLessonProgress.$inferSelect;

/** The learner's progress row of a lesson, locked for this transaction (undefined before the first report). */
async function lockedProgress(tx: Transaction, profileId: string, lessonId: string): Promise<ProgressRow | undefined> {
  const [row] = await tx
    .select()
    .from(trainingLessonProgress)
    .where(and(eq(trainingLessonProgress.profileId, profileId), eq(trainingLessonProgress.lessonId, lessonId)))
    .for('update');
  return row;
}

async function saveProgress(tx: Transaction, row: ProgressRow): Promise<void> {
  const { lastPosition, lastReportedAt, watched, completedAt } = row;
  await tx
    .insert(trainingLessonProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [trainingLessonProgress.profileId, trainingLessonProgress.lessonId],
      set: { lastPosition, lastReportedAt, watched, completedAt },
    });
}

/** Once a lesson is done: a module that is not mandatory completes by itself when it was the last one. */
async function completeModuleIfDue(tx: Transaction, profileId: string, module: ModuleRow, now: Date): Promise<boolean> {
  if (!completesByItself(module) || !(await allLessonsDone(tx, profileId, module.id))) return false;
  return storeCompletion(tx, profileId, module, now);
}

const viewOf = (row: ProgressRow, moduleCompleted: boolean): LessonProgressView => ({
  lessonId: row.lessonId,
  state: lessonState({ completed: row.completedAt !== null, started: true }),
  watchedSeconds: watchedSeconds(row.watched),
  lastPosition: row.lastPosition ?? 0,
  completedAt: row.completedAt?.toISOString() ?? null,
  moduleCompleted,
});

/**
 * A playback report of a lesson's video (watch-rule.ts): of the stretches played since the previous report, what the
 * real time since then allows counts (`now` is the server's clock); the lesson is completed once 90% of the video is
 * covered, and its module with it when due.
 */
export async function reportPlayback(
  db: Database,
  caller: Caller,
  lessonId: string,
  report: PlaybackReport,
  now: Date,
): Promise<LessonProgressView> {
  const { lesson, module } = await visibleLesson(db, caller, lessonId);
  const duration = lesson.videoDurationSeconds;
  if (lesson.videoId === null || duration === null) throw new HttpError(409, TRAINING_MESSAGES.lessonWithoutVideo);
  return db.transaction(async (tx) => {
    const stored = await lockedProgress(tx, caller.profileId, lessonId);
    const before = stored
      ? {
          lastPosition: stored.lastPosition,
          lastReportedAt: stored.lastReportedAt?.getTime() ?? null,
          watched: stored.watched,
        }
      : emptyPlayback;
    const after = countPlayback(before, report, duration, now.getTime()).state;
    const justWatched = !stored?.completedAt && isWatched(after.watched, duration);
    const row: ProgressRow = {
      profileId: caller.profileId,
      lessonId,
      lastPosition: after.lastPosition,
      lastReportedAt: after.lastReportedAt === null ? null : new Date(after.lastReportedAt),
      watched: [...after.watched],
      completedAt: stored?.completedAt ?? (justWatched ? now : null),
    };
    await saveProgress(tx, row);
    return viewOf(row, justWatched && (await completeModuleIfDue(tx, caller.profileId, module, now)));
  });
}

/** The completion button of a lesson without a video (a video lesson completes only by playback). */
export async function completeLesson(
  db: Database,
  caller: Caller,
  lessonId: string,
  now: Date,
): Promise<LessonProgressView> {
  const { lesson, module } = await visibleLesson(db, caller, lessonId);
  if (lesson.videoId !== null) throw new HttpError(409, TRAINING_MESSAGES.lessonHasVideo);
  return db.transaction(async (tx) => {
    const stored = await lockedProgress(tx, caller.profileId, lessonId);
    if (stored?.completedAt) return viewOf(stored, false);
    const row: ProgressRow = {
      profileId: caller.profileId,
      lessonId,
      lastPosition: null,
      lastReportedAt: null,
      watched: [],
      completedAt: now,
    };
    await saveProgress(tx, row);
    return viewOf(row, await completeModuleIfDue(tx, caller.profileId, module, now));
  });
}

/**
 * POST completetrainings: the learner confirms a module whose lessons are all done (the confirm-completion button of
 * mandatory modules); its completion is stored with the date and its certificate issued. Confirming again answers the
 * stored completion.
 */
export async function confirmModule(
  db: Database,
  caller: Caller,
  moduleId: string,
  now: Date,
): Promise<TrainingCompletion> {
  const module = await visibleModule(db, caller, moduleId);
  return db.transaction(async (tx) => {
    if (!(await completionOf(tx, caller.profileId, module.id))) {
      if (!(await allLessonsDone(tx, caller.profileId, module.id)))
        throw new HttpError(409, TRAINING_MESSAGES.lessonsNotCompleted);
      await storeCompletion(tx, caller.profileId, module, now);
    }
    const [certificate] = await tx
      .select({ code: trainingCertificates.code, completedAt: trainingCertificates.completedAt })
      .from(trainingCertificates)
      .where(and(eq(trainingCertificates.profileId, caller.profileId), eq(trainingCertificates.moduleId, module.id)))
      .orderBy(sql`${trainingCertificates.issuedAt} desc`)
      .limit(1);
    if (!certificate) throw new Error('completion stored without its certificate');
    return {
      trainingId: module.id,
      completedAt: certificate.completedAt.toISOString(),
      certificateCode: certificate.code,
    };
  });
}
