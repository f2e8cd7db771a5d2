import { and, eq, max } from 'drizzle-orm';
import { isVideoType } from '../../../domain/files/upload-rules.ts';
import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { repositoryObjects, trainingLessons, trainingModules } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

const badVideo = () =>
  new HttpError(400, TRAINING_MESSAGES.videoNotUploaded, [
    { path: 'videoId', message: TRAINING_MESSAGES.videoNotUploaded },
  ]);

/**
 * A new lesson: its module must exist; without a position it goes last; it has no video yet (a video is uploaded to
 * the saved lesson, then named by an update).
 */
export async function lessonCreateValues(
  db: Database,
  input: { moduleId: string; position: number | null; videoId: string | null },
) {
  const [module] = await db
    .select({ id: trainingModules.id })
    .from(trainingModules)
    .where(eq(trainingModules.id, input.moduleId));
  if (!module)
    throw new HttpError(400, TRAINING_MESSAGES.moduleNotFound, [
      { path: 'moduleId', message: TRAINING_MESSAGES.moduleNotFound },
    ]);
  if (input.videoId !== null) throw badVideo();
  return { position: input.position ?? (await nextPosition(db, input.moduleId)) };
}

async function nextPosition(db: Database, moduleId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(trainingLessons.position) })
    .from(trainingLessons)
    .where(eq(trainingLessons.moduleId, moduleId));
  return (row?.last ?? 0) + 1;
}

/**
 * An update: a null position keeps the lesson's place; a new video must be an uploaded MP4 or WebM file of this
 * lesson; without a video the length goes too.
 */
export async function lessonUpdateValues(
  db: Database,
  current: { id: string; position: number; videoId: string | null },
  input: { position: number | null; videoId: string | null },
) {
  if (input.videoId !== null && input.videoId !== current.videoId) {
    const [video] = await db
      .select()
      .from(repositoryObjects)
      .where(
        and(
          eq(repositoryObjects.id, input.videoId),
          eq(repositoryObjects.entityType, 'Lesson'),
          eq(repositoryObjects.entityId, current.id),
        ),
      );
    if (!video?.uploadedAt || !isVideoType(video.contentType)) throw badVideo();
  }
  return {
    position: input.position ?? current.position,
    ...(input.videoId === null && { videoDurationSeconds: null }),
  };
}
