import type { LearningState } from './catalogue.ts';

/** One lesson as the learner's progress sees it. */
export interface LessonProgress {
  completed: boolean;
  /** Whether the learner did anything with it yet (a playback report or a completion). */
  started: boolean;
}

/** A lesson's state: completed, in progress once started, otherwise not started. */
export const lessonState = (lesson: LessonProgress): LearningState =>
  lesson.completed ? 'completed' : lesson.started ? 'inProgress' : 'notStarted';

export interface ModuleProgress {
  completedLessons: number;
  totalLessons: number;
  /** Whether the module's completion is stored (all lessons done, and confirmed when the module is mandatory). */
  completed: boolean;
  /** Whether every lesson is done (a mandatory module then waits for the learner's confirmation). */
  allLessonsDone: boolean;
  state: LearningState;
}

/**
 * A module's progress from its lessons' ("x di y lezioni"): completed when its completion is stored, in progress once
 * any lesson was started, otherwise not started.
 */
export function moduleProgress(lessons: readonly LessonProgress[], completionStored: boolean): ModuleProgress {
  const completedLessons = lessons.filter((lesson) => lesson.completed).length;
  const totalLessons = lessons.length;
  const allLessonsDone = totalLessons > 0 && completedLessons === totalLessons;
  const started = lessons.some((lesson) => lesson.started || lesson.completed);
  const state: LearningState = completionStored ? 'completed' : started ? 'inProgress' : 'notStarted';
  return { completedLessons, totalLessons, completed: completionStored, allLessonsDone, state };
}

/**
 * Whether finishing the last lesson completes the module by itself: a module that is not mandatory does; a mandatory
 * one waits for the learner's confirmation (the spec's confirm-completion button).
 */
export const completesByItself = (module: { mandatory: boolean }): boolean => !module.mandatory;

/** The lesson to resume: the first not completed, in order, or the first when all are done (null: no lessons). */
export function resumeLesson(lessons: readonly (LessonProgress & { id: string })[]): string | null {
  return (lessons.find((lesson) => !lesson.completed) ?? lessons[0])?.id ?? null;
}

/** The lessons before and after one, in order (null at either end). */
export function neighbours(
  lessons: readonly { id: string }[],
  id: string,
): { previous: string | null; next: string | null } {
  const index = lessons.findIndex((lesson) => lesson.id === id);
  if (index < 0) return { previous: null, next: null };
  return { previous: lessons[index - 1]?.id ?? null, next: lessons[index + 1]?.id ?? null };
}
