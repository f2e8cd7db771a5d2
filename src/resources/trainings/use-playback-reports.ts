import { useCallback, useRef } from 'react';
import type { LessonProgressView } from '../../../domain/training/schemas.ts';
import { useApiMutation } from '../../hooks/use-api.ts';
import { lessonPath } from './training-api.ts';

/** How often a playing video reports its position; the server's rule allows for this much between two reports. */
export const REPORT_EVERY_MS = 2000;

/**
 * The player's reports to the server (issue 14): the position on play, every two seconds while playing, on pause and at
 * the end. The server alone decides what counts as watched; when a report completes the lesson, the lesson, module
 * and mandatory-check screens are fetched again.
 */
export function usePlaybackReports(lessonId: string) {
  const lastSent = useRef(0);
  const completed = useRef(false);
  const { mutate } = useApiMutation<LessonProgressView>('post', {
    refreshWhen: (progress) => {
      const completes = progress.state === 'completed' && !completed.current;
      if (completes) completed.current = true;
      return completes;
    },
  });
  const send = useCallback((position: number) => {
    lastSent.current = Date.now();
    mutate({ path: `${lessonPath(lessonId)}/playback`, body: { position } });
  }, [mutate, lessonId]);
  return {
    onPlay: (position: number) => { send(position); },
    onProgress: (position: number) => { if (Date.now() - lastSent.current >= REPORT_EVERY_MS) send(position); },
    onStop: (position: number) => { send(position); },
  };
}
