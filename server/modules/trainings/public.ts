/** What other modules may use of the trainings: the lessons a caller sees and a lesson record's computed keys. */
export { withLessonProgress, withVideoUrls } from './training-records.ts';
export { visibleLessons } from './training-visibility.ts';
