import { useCallback, useRef } from 'react';
import type { LessonProgressView } from '../../../domain/training/schemas.ts';
import { useRefreshAfterWrite } from '../../hooks/use-api.ts';
import { httpClient } from '../../providers/http-client.ts';
import { lessonPath } from './training-api.ts';

/** How often a playing video reports its position; the server's rule allows for this much between two reports. */
export const REPORT_EVERY_MS = 2000;

/**
 * The player's reports to the server (issue 14): the position on play, every two seconds while playing, on pause and at
 * the end. The server alone decides what counts as watched; when a report completes the lesson, the lesson, module
 * and mandatory-check screens are fetched again.
 */
export function usePlaybackReports(lessonId: string) {
  const refreshAfterWrite = useRefreshAfterWrite();
  const lastSent = useRef(0);
  const completed = useRef(false);
  const send = useCallback((position: number) => {
    lastSent.current = Date.now();
    httpClient.post<LessonProgressView>(`${lessonPath(lessonId)}/playback`, { position })
      .then(({ data }) => {
        if (data.state === 'completed' && !completed.current) {
          completed.current = true;
          return refreshAfterWrite();
        }
        return undefined;
      })
      .catch(() => undefined);
  }, [refreshAfterWrite, lessonId]);
  return {
    onPlay: (position: number) => { send(position); },
    onProgress: (position: number) => { if (Date.now() - lastSent.current >= REPORT_EVERY_MS) send(position); },
    onStop: (position: number) => { send(position); },
  };
}
