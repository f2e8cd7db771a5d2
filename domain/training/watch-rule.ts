/**
 * When a lesson's video counts as watched (issues 14 and 34). While the video plays, the player reports the stretches
 * it played since its previous report; the server counts of them only what real time allows: at most
 * `MAX_PLAYBACK_RATE` seconds of video per second that passed on the server's clock. Any speed up to 2x counts in
 * full; faster playback counts at most twice the time spent. Seeking plays nothing, so a jump to the end covers only
 * what is then played. The time a learner may draw on is what passed since the last report, up to
 * `MAX_REPORT_GAP_SECONDS` (a report after a long pause earns no more than that), and time not used by one report
 * stays for the next within that limit, so network jitter between reports costs nothing. The counted stretches are
 * merged, and the video is watched when they cover at least `WATCHED_SHARE` of its length.
 */

export const WATCHED_SHARE = 0.9;
export const MAX_PLAYBACK_RATE = 2;
/** The most real time, in seconds, one report can draw on (the player reports every 2 seconds while playing). */
export const MAX_REPORT_GAP_SECONDS = 6;

/** A stretch of the video, in seconds from its start. */
export type WatchedStretch = readonly [start: number, end: number];

/** What the server keeps of one learner's playback of one video. */
export interface PlaybackState {
  /** The last reported position (where to resume); null before the first report. */
  lastPosition: number | null;
  /**
   * The playback clock (ms since the epoch): the real time up to which counted stretches have used the time that
   * passed. Null before the first report, which only starts it.
   */
  lastReportedAt: number | null;
  /** Disjoint counted stretches, in order. */
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

/** The parts of `stretch` that `watched` (disjoint, in order) does not cover yet, in order. */
export function uncoveredParts(watched: readonly WatchedStretch[], [start, end]: WatchedStretch): WatchedStretch[] {
  const parts: WatchedStretch[] = [];
  let from = start;
  for (const [coveredStart, coveredEnd] of watched) {
    if (coveredEnd <= from) continue;
    if (coveredStart >= end) break;
    if (coveredStart > from) parts.push([from, coveredStart]);
    from = Math.max(from, coveredEnd);
  }
  if (from < end) parts.push([from, end]);
  return parts;
}

/** A stretch clamped to the video, or null when nothing of it lies inside. */
const clampStretch = ([start, end]: WatchedStretch, durationSeconds: number): WatchedStretch | null => {
  const from = Math.max(0, Math.min(start, durationSeconds));
  const to = Math.max(0, Math.min(end, durationSeconds));
  return to > from ? [from, to] : null;
};

export interface PlaybackReportInput {
  /** Where the player is now (kept to resume). */
  position: number;
  /** The stretches played since the previous report, as the player measured them. */
  played: readonly WatchedStretch[];
}

export interface PlaybackOutcome {
  state: PlaybackState;
  /** Seconds of new coverage this report claimed, and how many of them counted. */
  claimedSeconds: number;
  countedSeconds: number;
}

/**
 * The state after a report received at `now` (ms): the new parts of the played stretches count, in the order played,
 * up to what the time since the clock allows; the clock then moves on by the time they used.
 */
export function reportPlayback(
  state: PlaybackState,
  report: PlaybackReportInput,
  durationSeconds: number,
  now: number,
): PlaybackOutcome {
  const position = Math.min(Math.max(report.position, 0), durationSeconds);
  if (state.lastReportedAt === null) {
    return {
      state: { lastPosition: position, lastReportedAt: now, watched: state.watched },
      claimedSeconds: 0,
      countedSeconds: 0,
    };
  }
  const availableSeconds = Math.min(Math.max(now - state.lastReportedAt, 0) / 1000, MAX_REPORT_GAP_SECONDS);
  let allowance = availableSeconds * MAX_PLAYBACK_RATE;
  let watched: readonly WatchedStretch[] = state.watched;
  let claimedSeconds = 0;
  let countedSeconds = 0;
  for (const played of report.played) {
    const stretch = clampStretch(played, durationSeconds);
    if (!stretch) continue;
    for (const [start, end] of uncoveredParts(watched, stretch)) {
      claimedSeconds += end - start;
      const counted = Math.min(end - start, allowance);
      if (counted <= 0) continue;
      watched = addStretch(watched, [start, start + counted]);
      allowance -= counted;
      countedSeconds += counted;
    }
  }
  const unusedSeconds = availableSeconds - countedSeconds / MAX_PLAYBACK_RATE;
  return {
    state: { lastPosition: position, lastReportedAt: now - unusedSeconds * 1000, watched },
    claimedSeconds,
    countedSeconds,
  };
}

/** The share of a video of this length the stretches cover, from 0 to 1. */
export const watchedShare = (watched: readonly WatchedStretch[], durationSeconds: number): number =>
  durationSeconds > 0 ? Math.min(1, watchedSeconds(watched) / durationSeconds) : 0;

/** Whether the stretches cover at least 90% of a video of this length. */
export const isWatched = (watched: readonly WatchedStretch[], durationSeconds: number): boolean =>
  durationSeconds > 0 && watchedSeconds(watched) >= durationSeconds * WATCHED_SHARE - 1e-9;
