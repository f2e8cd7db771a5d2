import { describe, expect, it } from 'vitest';
import {
  completesByItself,
  lessonState,
  moduleProgress,
  neighbours,
  resumeLesson,
} from '../../../domain/training/progress.ts';

const lesson = (id: string, completed: boolean, started = completed) => ({ id, completed, started });

describe('training progress', () => {
  it('names a lesson not started, in progress or completed', () => {
    expect(lessonState({ completed: false, started: false })).toBe('notStarted');
    expect(lessonState({ completed: false, started: true })).toBe('inProgress');
    expect(lessonState({ completed: true, started: true })).toBe('completed');
  });

  it('counts x of y lessons and gives the module its state', () => {
    expect(moduleProgress([lesson('a', false), lesson('b', false)], false)).toMatchObject({
      completedLessons: 0,
      totalLessons: 2,
      state: 'notStarted',
    });
    expect(moduleProgress([lesson('a', true), lesson('b', false)], false)).toMatchObject({
      completedLessons: 1,
      state: 'inProgress',
      allLessonsDone: false,
    });
    expect(moduleProgress([lesson('a', true), lesson('b', true)], false)).toMatchObject({
      allLessonsDone: true,
      state: 'inProgress',
      completed: false,
    });
    expect(moduleProgress([lesson('a', true), lesson('b', true)], true)).toMatchObject({
      state: 'completed',
      completed: true,
    });
  });

  it('never calls a module without lessons done', () => {
    expect(moduleProgress([], false)).toMatchObject({ allLessonsDone: false, state: 'notStarted' });
  });

  it('completes a module by itself unless it is mandatory', () => {
    expect(completesByItself({ mandatory: false })).toBe(true);
    expect(completesByItself({ mandatory: true })).toBe(false);
  });

  it('resumes at the first lesson not completed and finds previous and next', () => {
    const lessons = [lesson('a', true), lesson('b', false), lesson('c', false)];
    expect(resumeLesson(lessons)).toBe('b');
    expect(resumeLesson([lesson('a', true)])).toBe('a');
    expect(resumeLesson([])).toBeNull();
    expect(neighbours(lessons, 'a')).toEqual({ previous: null, next: 'b' });
    expect(neighbours(lessons, 'c')).toEqual({ previous: 'b', next: null });
    expect(neighbours(lessons, 'z')).toEqual({ previous: null, next: null });
  });
});
