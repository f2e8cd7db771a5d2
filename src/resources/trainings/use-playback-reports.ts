import { useCallback, useRef, useState } from 'react';
import { lessonsApi } from '../../../domain/api/trainings.ts';
import type { LessonProgressView } from '../../../domain/training/schemas.ts';
import { useApiMutation } from '../../hooks/use-api.ts';
import { PlayedStretches } from './played-stretches.ts';

/** How often a playing video reports what it played. */
export const REPORT_EVERY_MS = 2000;

/**
 * The player's reports to the server (issues 14 and 34): on play, every two seconds while playing, and on a seek, a
 * pause and the end, the stretches played since the previous report and the position. The server alone decides what
 * counts (at most twice the real time); its answer is the progress counted so far. When a report completes the lesson,
 * the lesson, module and mandatory-check screens are fetched again.
 *
 * Reports overlap (one every two seconds, one more on a pause or the end), and the server may take a later one first:
 * what it counted only grows, so the page shows the answer that counted most, and keeps it while the next is on its
 * way.
 */
export function usePlaybackReports(lessonId: string) {
  const lastSent = useRef(0);
  const completed = useRef(false);
  const stretches = useRef(new PlayedStretches());
  const [progress, setProgress] = useState<LessonProgressView>();
  const { mutate } = useApiMutation(lessonsApi.reportPlayback, {
    refreshWhen: (answer) => {
      const completes = answer.state === 'completed' && !completed.current;
      if (completes) completed.current = true;
      return completes;
    },
    onAnswer: (answer) => {
      setProgress((shown) => (shown && shown.watchedSeconds > answer.watchedSeconds ? shown : answer));
    },
  });
  const send = useCallback(
    (position: number) => {
      lastSent.current = Date.now();
      mutate({ params: { id: lessonId }, body: { position, played: stretches.current.take() } });
    },
    [mutate, lessonId],
  );
  return {
    /** The furthest progress the server answered (undefined before the first answer of this visit). */
    progress,
    onPlay: (position: number) => {
      stretches.current.start(position);
      send(position);
    },
    onProgress: (position: number, seeking: boolean) => {
      if (seeking) return;
      stretches.current.advance(position);
      if (Date.now() - lastSent.current >= REPORT_EVERY_MS) send(position);
    },
    onSeeking: (position: number) => {
      stretches.current.stop();
      send(position);
    },
    onSeeked: (position: number, playing: boolean) => {
      if (playing) stretches.current.start(position);
    },
    onStop: (position: number) => {
      stretches.current.advance(position);
      stretches.current.stop();
      send(position);
    },
  };
}
