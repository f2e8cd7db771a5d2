import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WatchedStretch } from '../../../domain/training/watch-rule.ts';
import { repositoryObjects } from './files.ts';
import { profiles } from './network.ts';

/**
 * A training module (spec section 3): title, description, the roles it is open to (role names), its category and
 * whether it is mandatory; a draft is back office's only, a published module its roles' learners'.
 */
export const trainingModules = pgTable(
  'training_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    status: text('status').notNull().default('draft'),
    roles: text('roles').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('training_modules_status_idx').on(table.status)],
);

/**
 * A lesson of a module (spec section 3): title, order, description (Markdown), and its video: a repository object of
 * the lesson (MP4 or WebM) with the length back office's upload read from it. Attachments are repository objects of
 * entity type Lesson.
 */
export const trainingLessons = pgTable(
  'training_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    description: text('description'),
    videoId: uuid('video_id').references(() => repositoryObjects.id, { onDelete: 'set null' }),
    videoDurationSeconds: real('video_duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('training_lessons_module_idx').on(table.moduleId, table.position)],
);

/** One learner's progress on one lesson: the playback the server saw (watch-rule.ts) and the completion date. */
export const trainingLessonProgress = pgTable(
  'training_lesson_progress',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => trainingLessons.id, { onDelete: 'cascade' }),
    lastPosition: real('last_position'),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }),
    watched: jsonb('watched').$type<WatchedStretch[]>().notNull().default([]),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.lessonId] }),
    index('training_lesson_progress_lesson_idx').on(table.lessonId),
  ],
);

/** A learner's completed module, with its date. */
export const trainingCompletions = pgTable(
  'training_completions',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.moduleId] }),
    index('training_completions_module_idx').on(table.moduleId),
  ],
);

/**
 * The certificate of a completion: its verification code and what it certifies, copied when issued (holder's name,
 * module title, date), so it stays verifiable after the module is deleted (`module_id` then becomes null).
 */
export const trainingCertificates = pgTable(
  'training_certificates',
  {
    code: text('code').primaryKey(),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    moduleId: uuid('module_id').references(() => trainingModules.id, { onDelete: 'set null' }),
    holderName: text('holder_name').notNull(),
    moduleTitle: text('module_title').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('training_certificates_holder_idx').on(table.profileId, table.moduleId)],
);
