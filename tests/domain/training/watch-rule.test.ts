import { describe, expect, it } from 'vitest';
import {
  addStretch,
  emptyPlayback,
  isWatched,
  reportPlayback,
  uncoveredParts,
  watchedSeconds,
  watchedShare,
  type PlaybackState,
  type WatchedStretch,
} from '../../../domain/training/watch-rule.ts';

/** A report received `at` seconds after the start: the stretches played since the previous one, and the position. */
interface Report {
  at: number;
  played: WatchedStretch[];
  position?: number;
}

/** Replays reports in order on a video of `duration` seconds, from the first one, which starts the clock. */
const replay = (duration: number, reports: readonly Report[]): PlaybackState =>
  reports.reduce(
    (state, { at, played, position }) =>
      reportPlayback(state, { played, position: position ?? played.at(-1)?.[1] ?? 0 }, duration, at * 1000).state,
    emptyPlayback,
  );

/** The player's reports at `rate`x, every `every` seconds of real time, from 0 to `until` seconds of real time. */
function playedAt(rate: number, every: number, until: number): Report[] {
  const reports: Report[] = [{ at: 0, played: [] }];
  for (let at = every; at <= until + 1e-9; at += every)
    reports.push({ at, played: [[(at - every) * rate, at * rate]] });
  return reports;
}

describe('the watch rule: played stretches counted up to twice the real time', () => {
  it('counts a whole 60-second video played at 1x, reported every 2 seconds, and completes it', () => {
    const state = replay(60, playedAt(1, 2, 60));
    expect(watchedSeconds(state.watched)).toBe(60);
    expect(isWatched(state.watched, 60)).toBe(true);
  });

  it('counts double speed in full: 60 seconds of video in 30 seconds of real time', () => {
    expect(watchedSeconds(replay(60, playedAt(2, 2, 30)).watched)).toBe(60);
  });

  it('counts 4x playback at most at twice the real time, so 20 seconds of real time never complete a 60-second lesson', () => {
    const state = replay(60, playedAt(4, 2, 14));
    expect(watchedSeconds(state.watched)).toBeCloseTo(28, 6);
    expect(isWatched(state.watched, 60)).toBe(false);
  });

  it('counts nothing of a first report, which only starts the clock, however much it claims', () => {
    expect(replay(60, [{ at: 0, played: [[0, 60]] }]).watched).toEqual([]);
  });

  it('counts at most what the time between reports allows: the whole video claimed 0.86 seconds in counts 1.72 seconds', () => {
    const state = replay(60, [
      { at: 0, played: [] },
      { at: 0.43, played: [[0, 60]] },
      { at: 0.86, played: [[0, 60]] },
    ]);
    expect(watchedSeconds(state.watched)).toBeCloseTo(1.72, 6);
    expect(isWatched(state.watched, 60)).toBe(false);
  });

  it('gives a report after a long pause no more than the 6 seconds a report may draw on', () => {
    const state = replay(60, [
      { at: 0, played: [] },
      { at: 3600, played: [[0, 60]] },
    ]);
    expect(state.watched).toEqual([[0, 12]]);
  });

  it('keeps the time a report did not use for the next one, so a late report costs nothing', () => {
    const state = replay(60, [
      { at: 0, played: [] },
      { at: 2, played: [] },
      { at: 4, played: [[0, 8]] },
    ]);
    expect(state.watched).toEqual([[0, 8]]);
  });

  it('counts only what is then played after a seek to the last seconds', () => {
    const state = replay(60, [
      { at: 0, played: [] },
      { at: 2, played: [[0, 2]] },
      { at: 4, played: [[55, 57]] },
      { at: 6, played: [[57, 59]] },
      { at: 7, played: [[59, 60]] },
    ]);
    expect(state.watched).toEqual([
      [0, 2],
      [55, 60],
    ]);
    expect(isWatched(state.watched, 60)).toBe(false);
    expect(watchedShare(state.watched, 60)).toBeCloseTo(7 / 60, 6);
  });

  it('counts a stretch watched again once, and spends no time on it', () => {
    const state = replay(100, [
      { at: 0, played: [] },
      { at: 5, played: [[0, 5]] },
      { at: 10, played: [[0, 5]] },
      { at: 12, played: [[5, 17]] },
    ]);
    expect(state.watched).toEqual([[0, 17]]);
  });

  it('stops at 89% and completes at 90% of the length', () => {
    expect(isWatched([[0, 89]], 100)).toBe(false);
    expect(isWatched([[0, 90]], 100)).toBe(true);
  });

  it('clamps stretches to the video, and ignores those outside it', () => {
    expect(
      replay(10, [
        { at: 0, played: [] },
        {
          at: 6,
          played: [
            [8, 14],
            [20, 30],
          ],
        },
      ]).watched,
    ).toEqual([[8, 10]]);
  });

  it('finds the parts of a stretch not covered yet, and merges touching and overlapping stretches', () => {
    expect(
      uncoveredParts(
        [
          [0, 5],
          [10, 15],
        ],
        [3, 20],
      ),
    ).toEqual([
      [5, 10],
      [15, 20],
    ]);
    expect(uncoveredParts([[0, 5]], [1, 4])).toEqual([]);
    expect(
      addStretch(
        [
          [0, 5],
          [10, 15],
        ],
        [5, 10],
      ),
    ).toEqual([[0, 15]]);
    expect(addStretch([[10, 15]], [0, 3])).toEqual([
      [0, 3],
      [10, 15],
    ]);
  });
});
