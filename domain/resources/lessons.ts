import { z } from 'zod';
import { backOfficeRoles } from '../auth/roles.ts';
import { learningStates, TRAINING_MESSAGES } from '../training/catalogue.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';

declare module '../files/repository-objects.ts' {
  /** The entities of this unit that hold files, whose rule its server module gives (`attachments`). */
  interface FileHoldingEntities {
    /** Its video and attachments. */
    Lesson: true;
  }
}

export const MAX_LESSON_DESCRIPTION = 20000;
const MAX_VIDEO_SECONDS = 24 * 60 * 60;

const lessonFields = {
  title: requiredTextOf('Titolo', 200),
  /** The place in the module, from 1; left out, the lesson goes last. */
  position: z
    .number({ error: "L'ordine deve essere un numero" })
    .int({ error: "L'ordine deve essere un numero intero" })
    .min(1, { error: "L'ordine deve essere maggiore o uguale a 1" })
    .max(10000, { error: "L'ordine deve essere inferiore o uguale a 10000" })
    .nullable()
    .default(null),
  /** Markdown, rendered safely (no HTML) by the SPA. */
  description: textOf('Descrizione', MAX_LESSON_DESCRIPTION, { error: 'Descrizione non valida' })
    .nullable()
    .default(null),
  /** A video repository object of this lesson (uploaded first), with its length in seconds as the player read it. */
  videoId: z.uuid({ error: TRAINING_MESSAGES.videoNotUploaded }).nullable().default(null),
  videoDurationSeconds: z
    .number({ error: TRAINING_MESSAGES.durationRequired })
    .positive({ error: TRAINING_MESSAGES.durationRequired })
    .max(MAX_VIDEO_SECONDS, { error: TRAINING_MESSAGES.durationRequired })
    .nullable()
    .default(null),
};

const withDuration = (input: { videoId: string | null; videoDurationSeconds: number | null }) =>
  input.videoId === null || input.videoDurationSeconds !== null;

export const lessonCreateInput = z
  .object({ moduleId: z.uuid({ error: TRAINING_MESSAGES.moduleNotFound }), ...lessonFields })
  .refine(withDuration, { path: ['videoDurationSeconds'], error: TRAINING_MESSAGES.durationRequired });
export const lessonUpdateInput = z
  .object(lessonFields)
  .refine(withDuration, { path: ['videoDurationSeconds'], error: TRAINING_MESSAGES.durationRequired });

/** A lesson as the API answers it, with the caller's progress on it. */
export const lessonRecord = z.object({
  id: z.uuid(),
  moduleId: z.uuid(),
  moduleTitle: z.string().nullable(),
  title: z.string(),
  position: z.number().int(),
  description: z.string().nullable(),
  videoId: z.uuid().nullable(),
  videoDurationSeconds: z.number().nullable(),
  createdAt: z.string(),
  state: z.enum(learningStates),
  completedAt: z.string().nullable(),
  lastPosition: z.number(),
  /** Seconds of the video counted as the caller's watching (domain/training/watch-rule.ts). */
  watchedSeconds: z.number(),
  /** With `?extend=video`: a signed URL that streams the video with HTTP ranges (null without a video). */
  videoUrl: z.url().nullable().optional(),
});

/**
 * Lessons of a module (spec sections 3 and 7, /happyway/lessons): back office writes them; a learner sees those of the
 * modules they see, in order.
 */
export const lessons = {
  name: 'lessons',
  apiPath: '/happyway/lessons',
  record: lessonRecord,
  create: lessonCreateInput,
  update: lessonUpdateInput,
  fields: [
    { name: 'position', kind: 'number', list: true, sortable: true, form: true },
    { name: 'title', kind: 'text', list: true, sortable: true, form: true, required: true },
    {
      name: 'moduleId',
      kind: 'reference',
      filter: true,
      reference: { source: 'trainingModules', labelField: 'moduleTitle' },
    },
    { name: 'description', kind: 'longText', form: true },
    { name: 'createdAt', kind: 'date', sortable: true },
  ],
  computed: ['moduleTitle', 'state', 'completedAt', 'lastPosition', 'watchedSeconds', 'videoUrl'],
  search: ['title', 'description'],
  defaultSort: { field: 'position', order: 'asc' },
  access: { list: 'any', show: 'any', create: backOfficeRoles, edit: backOfficeRoles, delete: backOfficeRoles },
  generatedScreens: false,
  extend: ['video'],
} as const satisfies ResourceDeclaration;
