/**
 * When a lesson's video counts as watched (issue 14): the player reports its position while playing, and the server
 * counts the stretch between two reports as watched only when the position advanced no faster than playback can
 * (at most `MAX_PLAYBACK_RATE` times the time that passed, plus `REPORT_TOLERANCE_SECONDS` of network jitter). A seek,
 * forwards or backwards, counts nothing and starts a new stretch. The video is watched when the stretches cover at
 * least `WATCHED_SHARE` of its length: a jump to the end without playback covers nothing.
 */

export const WATCHED_SHARE = 0.9;
export const MAX_PLAYBACK_RATE = 2;
export const REPORT_TOLERANCE_SECONDS = 1;

/** A watched stretch of the video, in seconds from its start. */
export type WatchedStretch = readonly [start: number, end: number];

/** What the server keeps of one learner's playback of one video. */
export interface PlaybackState {
  /** The last reported position and when the server received it (ms since the epoch); null before the first report. */
  lastPosition: number | null;
  lastReportedAt: number | null;
  /** Disjoint stretches, in order. */
  watched: readonly WatchedStretch[];
}

export const emptyPlayback: PlaybackState = { lastPosition: null, lastReportedAt: null, watched: [] };

/** The stretches with one more, merged where they touch or overlap. */
export function addStretch(watched: readonly WatchedStretch[], stretch: WatchedStretch): WatchedStretch[] {
  const sorted = [...watched, stretch].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Seconds of the video the stretches cover. */
export const watchedSeconds = (watched: readonly WatchedStretch[]): number =>
  watched.reduce((total, [start, end]) => total + (end - start), 0);

/** Whether an advance from `from` to `to` in `elapsedMs` is playback (not a seek). */
export function isPlayback(from: number, to: number, elapsedMs: number): boolean {
  const advance = to - from;
  return advance > 0 && elapsedMs >= 0 && advance <= (elapsedMs / 1000) * MAX_PLAYBACK_RATE + REPORT_TOLERANCE_SECONDS;
}

/** The state after a report of `position` (clamped to the video's length) received at `now`. */
export function reportPosition(state: PlaybackState, position: number, durationSeconds: number, now: number): PlaybackState {
  const clamped = Math.min(Math.max(position, 0), durationSeconds);
  const { lastPosition, lastReportedAt } = state;
  const played = lastPosition !== null && lastReportedAt !== null && isPlayback(lastPosition, clamped, now - lastReportedAt);
  return {
    lastPosition: clamped,
    lastReportedAt: now,
    watched: played ? addStretch(state.watched, [lastPosition, clamped]) : state.watched,
  };
}

/** Whether the stretches cover at least 90% of a video of this length. */
export const isWatched = (watched: readonly WatchedStretch[], durationSeconds: number): boolean =>
  durationSeconds > 0 && watchedSeconds(watched) >= durationSeconds * WATCHED_SHARE - 1e-9;
