import { lessons } from '../../../domain/resources/lessons.ts';
import { defineUnit } from '../../crud/unit.ts';
import { trainingLessons } from '../../db/schema/index.ts';
import { lessonCreateValues, lessonUpdateValues } from './lesson-writes.ts';
import { visibleLessons, withLessonProgress, withVideoUrls } from '../trainings/public.ts';

/**
 * Lessons (domain/resources/lessons.ts): seen with their module; a new one goes last unless given a place; its video
 * is an uploaded MP4 or WebM file of the lesson; each record carries the caller's progress (and with `?extend=video`
 * the signed URL that streams the video).
 */
export const lessonsUnit = defineUnit({
  declaration: lessons,
  table: trainingLessons,
  visibility: visibleLessons,
  behaviour: {
    prepareCreate: ({ db }, input) => lessonCreateValues(db, input),
    prepareUpdate: ({ db }, current, input) => lessonUpdateValues(db, current, input),
    async decorate({ db, caller, files, extend }, rows) {
      const decorated = await withLessonProgress(db, caller, rows);
      return extend.includes('video') ? withVideoUrls(db, files, decorated, new Date()) : decorated;
    },
  },
});
