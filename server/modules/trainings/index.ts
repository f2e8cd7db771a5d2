import { sql } from 'drizzle-orm';
import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import { trainingPolicy } from '../../../domain/policies/trainings.ts';
import { trainings } from '../../../domain/resources/trainings.ts';
import { defineUnit } from '../../crud/unit.ts';
import { trainingLessons, trainingModules } from '../../db/schema/index.ts';
import { allows } from '../../plugins/auth.ts';
import { trainingBackOfficeRoutes } from './backoffice.routes.ts';
import { certificateVerificationRoutes } from './certificate-verification.routes.ts';
import { learnerRoutes } from './learner.routes.ts';
import { moduleLessons, withModuleProgress } from './training-records.ts';
import { isLessonVisible, visibleModules } from './training-visibility.ts';

/**
 * Training modules (domain/resources/trainings.ts): a learner sees the published modules open to one of their Active
 * roles, back office every one; each record carries the caller's progress (and with `?extend=lessons` its lessons).
 * Deleting a module deletes its lessons, progress and completions; its certificates keep what they certify. The
 * learner's calls (playback, completion, certificate) and back office's order and figures are its own routes; anyone
 * may check a certificate. Whoever sees a lesson reads its files (videos too), back office adds them; the modules
 * picker offers the modules the caller sees.
 */
export const trainingsUnit = defineUnit({
  declaration: trainings,
  table: trainingModules,
  visibility: (caller) => visibleModules(caller),
  publicRoutes: certificateVerificationRoutes,
  attachments: {
    Lesson: {
      record: { table: trainingLessons, id: trainingLessons.id },
      canRead: isLessonVisible,
      canWrite: (_db, caller) => Promise.resolve(allows(caller, trainingPolicy.addsLessonFiles)),
      notFound: TRAINING_MESSAGES.lessonNotFound,
      uploads: { videos: true },
    },
  },
  references: {
    trainingModules: {
      table: trainingModules,
      id: trainingModules.id,
      label: sql<string>`${trainingModules.title}`,
      choosable: (caller) => visibleModules(caller),
    },
  },
  behaviour: {
    prepareUpdate: () => ({ updatedAt: new Date() }),
    async decorate({ db, caller, extend }, rows) {
      const decorated = await withModuleProgress(db, caller, rows);
      if (!extend.includes('lessons')) return decorated;
      const lessons = await moduleLessons(
        db,
        caller,
        rows.map((row) => row.id),
      );
      return decorated.map((row) => ({ ...row, lessons: lessons.get(row.id) ?? [] }));
    },
    async routes(app, services) {
      trainingBackOfficeRoutes(app, services);
      await app.register(learnerRoutes, services);
    },
  },
});
