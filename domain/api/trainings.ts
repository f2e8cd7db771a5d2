import type { z } from 'zod';
import type { lessonRecord, lessons } from '../resources/lessons.ts';
import { outlineNamed } from '../resources/outlines.ts';
import type { trainingRecord, trainings } from '../resources/trainings.ts';
import type {
  certificateVerificationSchema,
  completeTrainingSchema,
  completionFiguresSchema,
  lessonOrderSchema,
  lessonProgressSchema,
  lessonVideoUrlSchema,
  mandatoryCheckSchema,
  playbackReportSchema,
  trainingCompletionSchema,
} from '../training/schemas.ts';
import { endpoint } from './endpoint.ts';
import { resourceEndpointsAt } from './resources.ts';

/** A module as the API answers it, with the caller's progress. */
export type Training = z.output<typeof trainingRecord>;
/** A lesson as the API answers it, with the caller's progress on it. */
export type Lesson = z.output<typeof lessonRecord>;

type LessonProgress = z.output<typeof lessonProgressSchema>;

/** A file's bytes, saved by the browser under the server's name. */
type FileBytes = ArrayBuffer;

const trainingsCrud = resourceEndpointsAt<typeof trainings>(outlineNamed('trainings'));
const lessonsCrud = resourceEndpointsAt<typeof lessons>(outlineNamed('lessons'));

/**
 * Training modules (spec sections 2, 3, 6 and 7): the generated CRUD the training screens call themselves (from the
 * outline, typed by the declaration, so that the learner's screens carry no schema), the learner's mandatory check,
 * completion and certificate, back office's lesson order and completion figures, and the public check of a certificate.
 */
export const trainingsApi = {
  /** The modules the caller sees, with their progress. */
  list: trainingsCrud.list,
  /** One module the caller sees. */
  detail: trainingsCrud.detail,
  /** Back office writes a new module. */
  create: trainingsCrud.create,
  /** Back office rewrites a module. */
  update: trainingsCrud.update,
  /** Back office deletes a module, its lessons, progress and completions (its certificates stay verifiable). */
  remove: trainingsCrud.remove,
  /** The caller's mandatory modules and whether each is complete. */
  mandatoryCheck: endpoint<z.output<typeof mandatoryCheckSchema>>()('GET', '/happyway/trainings/users/check'),
  /** The learner confirms a module whose lessons are all done; the answer is the stored completion. */
  complete: endpoint<z.output<typeof trainingCompletionSchema>, undefined, z.input<typeof completeTrainingSchema>>()(
    'POST',
    '/happyway/trainings/completetrainings',
  ),
  /** The caller's certificate of a completed module, a PDF. */
  certificate: endpoint<FileBytes>()('GET', '/happyway/trainings/:id/certificate'),
  /** Back office puts every lesson of the module in a new order. */
  reorderLessons: endpoint<null, undefined, z.input<typeof lessonOrderSchema>>()(
    'PUT',
    '/happyway/trainings/:id/lessons/order',
  ),
  /** Per role the module is open to, its learners and completions. */
  completions: endpoint<z.output<typeof completionFiguresSchema>>()('GET', '/happyway/trainings/:id/completions'),
  /** Every completion of the module as CSV. */
  exportCompletionsCsv: endpoint<FileBytes>()('GET', '/happyway/trainings/:id/completions.csv'),
  /** Public: who completed which module and when, for a code printed on a certificate. */
  verifyCertificate: endpoint<z.output<typeof certificateVerificationSchema>>()(
    'GET',
    '/happyway/trainings/certificates/:code',
  ),
};

/** The lessons of a module: the generated CRUD the training screens call, and the learner's playback and completion. */
export const lessonsApi = {
  /** The lessons the caller sees, of one module when `moduleId` is given. */
  list: lessonsCrud.list,
  /** One lesson the caller sees. */
  detail: lessonsCrud.detail,
  /** Back office writes a new lesson of a module (without its video, uploaded to the saved lesson). */
  create: lessonsCrud.create,
  /** Back office rewrites a lesson, naming its uploaded video. */
  update: lessonsCrud.update,
  /** Back office deletes a lesson. */
  remove: lessonsCrud.remove,
  /** The player reports where it is and what it played; the answer is the progress counted so far. */
  reportPlayback: endpoint<LessonProgress, undefined, z.input<typeof playbackReportSchema>>()(
    'POST',
    '/happyway/lessons/:id/playback',
  ),
  /** The learner completes a lesson without a video. */
  complete: endpoint<LessonProgress>()('POST', '/happyway/lessons/:id/complete'),
  /** A signed URL that streams the lesson's video with HTTP ranges. */
  video: endpoint<z.output<typeof lessonVideoUrlSchema>>()('GET', '/happyway/lessons/:id/video'),
};
