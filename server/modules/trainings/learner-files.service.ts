import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import type { Database } from '../../db/client.ts';
import type { FileServices } from '../../files/file-services.ts';
import type { SignedUrl } from '../../files/signed-urls.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { findObject } from '../repository-objects/public.ts';
import { certificateOf } from './certificates.repository.ts';
import { renderCertificate } from './certificate-pdf.ts';
import { visibleLesson, visibleModule } from './training-visibility.ts';

/** How long a lesson's video URL plays and seeks: a long lesson, paused and resumed, keeps working. */
export const VIDEO_URL_TTL_SECONDS = 6 * 60 * 60;

/** The public verification page of a code. */
export const verificationUrlOf = (publicUrl: string, code: string): string =>
  `${publicUrl}/verifica-attestato/${encodeURIComponent(code)}`;

/** A signed URL that streams the video of a lesson the caller sees, with HTTP ranges (the player seeks through it). */
export async function lessonVideoUrl(
  db: Database,
  files: FileServices,
  caller: Caller,
  lessonId: string,
  now: Date,
): Promise<SignedUrl> {
  const { lesson } = await visibleLesson(db, caller, lessonId);
  const video = lesson.videoId ? await findObject(db, lesson.videoId) : undefined;
  if (!video?.uploadedAt) throw new HttpError(404, TRAINING_MESSAGES.lessonWithoutVideo);
  return files.urls.sign('GET', video.id, now, VIDEO_URL_TTL_SECONDS);
}

/** The caller's certificate of a module they see and completed, as a PDF. */
export async function certificateDocument(
  db: Database,
  caller: Caller,
  moduleId: string,
  publicUrl: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  await visibleModule(db, caller, moduleId);
  const certificate = await certificateOf(db, caller.profileId, moduleId);
  if (!certificate) throw new HttpError(404, TRAINING_MESSAGES.moduleNotCompleted);
  const pdf = await renderCertificate({
    holderName: certificate.holderName,
    moduleTitle: certificate.moduleTitle,
    completedAt: certificate.completedAt,
    code: certificate.code,
    verificationUrl: verificationUrlOf(publicUrl, certificate.code),
  });
  return { pdf, fileName: `attestato-${certificate.code}.pdf` };
}
