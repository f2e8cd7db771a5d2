import { z } from 'zod';
import { learningStates, moduleCategories, TRAINING_MESSAGES } from './catalogue.ts';

/** The API shapes of the learner's side of training (issue 14; spec section 7, trainings and lessons). */

const MAX_POSITION_SECONDS = 24 * 60 * 60;

const secondsOfVideo = z
  .number({ error: TRAINING_MESSAGES.positionInvalid })
  .min(0, { error: TRAINING_MESSAGES.positionInvalid })
  .max(MAX_POSITION_SECONDS, { error: TRAINING_MESSAGES.positionInvalid });

/** Most stretches one report may carry (the player sends one or two every 2 seconds). */
const MAX_PLAYED_STRETCHES = 20;

/**
 * POST /happyway/lessons/{id}/playback: where the player is, and the stretches it played since its previous report
 * (`[start, end]` in seconds), sent while it plays and on pause and end. The server counts of them what real time
 * allows (domain/training/watch-rule.ts).
 */
export const playbackReportSchema = z.strictObject({
  position: secondsOfVideo,
  played: z
    .array(
      z
        .tuple([secondsOfVideo, secondsOfVideo])
        .refine(([start, end]) => start <= end, { error: TRAINING_MESSAGES.positionInvalid }),
    )
    .max(MAX_PLAYED_STRETCHES, { error: TRAINING_MESSAGES.positionInvalid })
    .default([]),
});

/** A learner's progress on one lesson. */
export const lessonProgressSchema = z.object({
  lessonId: z.uuid(),
  state: z.enum(learningStates),
  /** Seconds of the video counted as watched, and the last reported position (0 without a video or a report). */
  watchedSeconds: z.number(),
  lastPosition: z.number(),
  completedAt: z.iso.datetime().nullable(),
  /** Whether this report or completion also completed the module. */
  moduleCompleted: z.boolean(),
});

/** GET /happyway/trainings/users/check: the caller's mandatory modules and whether each is complete. */
export const mandatoryCheckSchema = z.object({
  data: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      category: z.enum(moduleCategories),
      completed: z.boolean(),
      completedAt: z.iso.datetime().nullable(),
      completedLessons: z.number().int(),
      totalLessons: z.number().int(),
    }),
  ),
  /** Whether every mandatory module is complete. */
  allCompleted: z.boolean(),
});

/** POST /happyway/trainings/completetrainings: the learner confirms a module whose lessons are all done. */
export const completeTrainingSchema = z.strictObject({
  trainingId: z.uuid({ error: TRAINING_MESSAGES.moduleNotFound }),
});

/** A stored completion and its certificate. */
export const trainingCompletionSchema = z.object({
  trainingId: z.uuid(),
  completedAt: z.iso.datetime(),
  certificateCode: z.string(),
});

/** GET /happyway/trainings/certificates/{code} (public): what the verification page confirms. */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  moduleTitle: z.string(),
  completedAt: z.iso.datetime(),
});

/** GET /happyway/lessons/{id}/video: a short-lived signed URL that streams the lesson's video with HTTP ranges. */
export const lessonVideoUrlSchema = z.object({ url: z.url(), expiresAt: z.iso.datetime() });

export type PlaybackReport = z.infer<typeof playbackReportSchema>;
export type LessonProgressView = z.infer<typeof lessonProgressSchema>;
export type MandatoryCheck = z.infer<typeof mandatoryCheckSchema>;
export type TrainingCompletion = z.infer<typeof trainingCompletionSchema>;
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/**
 * GET /happyway/trainings/{id}/completions (back office): per role the module is open to, its learners and completions.
 */
export const completionFiguresSchema = z.object({
  data: z.array(z.object({ role: z.string(), learners: z.number().int(), completed: z.number().int() })),
  /** Completions stored for the module, whatever the learner's roles now. */
  totalCompletions: z.number().int(),
});

/** PUT /happyway/trainings/{id}/lessons/order: every lesson of the module, in the new order. */
export const lessonOrderSchema = z.strictObject({
  lessonIds: z
    .array(z.uuid({ error: 'Lezione non valida' }), { error: "Indica l'ordine delle lezioni" })
    .min(1, { error: "Indica l'ordine delle lezioni" }),
});

export type CompletionFigures = z.infer<typeof completionFiguresSchema>;
