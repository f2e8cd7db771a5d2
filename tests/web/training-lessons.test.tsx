// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '../../src/i18n.ts';
import { LessonOrderList, moveLesson } from '../../src/resources/trainings/backoffice/lesson-order-list.tsx';
import { LessonMarkdown } from '../../src/resources/trainings/lesson-markdown.tsx';
import type { Lesson } from '../../domain/api/trainings.ts';

const lesson = (id: string, title: string, position: number): Lesson => ({
  id,
  moduleId: 'm',
  moduleTitle: 'Modulo',
  title,
  position,
  description: null,
  videoId: null,
  videoDurationSeconds: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  state: 'notStarted',
  completedAt: null,
  lastPosition: 0,
  watchedSeconds: 0,
});
const lessons = [lesson('a', 'Involucro', 1), lesson('b', 'Impianti', 2), lesson('c', 'Incentivi', 3)];

afterEach(cleanup);

describe('lesson order', () => {
  it('moves one lesson to a place, keeping the others in order', () => {
    expect(moveLesson(lessons, 'c', 0).map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(moveLesson(lessons, 'a', 2).map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(moveLesson(lessons, 'a', 5).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('reorders with the keyboard buttons, the first unable to go up and the last down', () => {
    const onReorder = vi.fn();
    render(<LessonOrderList lessons={lessons} onReorder={onReorder} actionsOf={() => null} />);
    expect(screen.getByRole('button', { name: 'Sposta Involucro in su' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Sposta Incentivi in giù' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Sposta Impianti in su' }));
    expect(onReorder).toHaveBeenCalledWith(['b', 'a', 'c']);
    expect(within(screen.getByRole('list', { name: 'Lezioni del modulo' })).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('lesson text', () => {
  it('renders Markdown and never raw HTML', () => {
    const { container } = render(
      <LessonMarkdown
        text={
          '**Importante**: leggi [la guida](https://example.org)\n\n<img src=x onerror="alert(1)"><script>alert(1)</script>'
        }
      />,
    );
    expect(screen.getByText('Importante').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'la guida' })).toHaveProperty('target', '_blank');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});
