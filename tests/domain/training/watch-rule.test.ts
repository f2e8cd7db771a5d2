import { describe, expect, it } from 'vitest';
import { addStretch, emptyPlayback, isWatched, reportPosition, watchedSeconds, type PlaybackState } from '../../../domain/training/watch-rule.ts';

/** Reports `[position, seconds since start]` in order, for a video of `duration` seconds. */
const replay = (duration: number, reports: readonly (readonly [number, number])[]): PlaybackState =>
  reports.reduce((state, [position, at]) => reportPosition(state, position, duration, at * 1000), emptyPlayback);

describe('the 90% watch rule', () => {
  it('counts playback reported every few seconds up to the end', () => {
    const state = replay(60, [[0, 0], [10, 10], [20, 20], [30, 30], [40, 40], [50, 50], [60, 60]]);
    expect(watchedSeconds(state.watched)).toBe(60);
    expect(isWatched(state.watched, 60)).toBe(true);
  });

  it('does not count a jump to the end without playback', () => {
    const state = replay(60, [[0, 0], [60, 1]]);
    expect(watchedSeconds(state.watched)).toBe(0);
    expect(isWatched(state.watched, 60)).toBe(false);
  });

  it('does not count a single claim at the end, however late it comes', () => {
    expect(isWatched(replay(60, [[60, 0]]).watched, 60)).toBe(false);
  });

  it('counts double-speed playback but not a faster advance', () => {
    expect(watchedSeconds(replay(100, [[0, 0], [20, 10]]).watched)).toBe(20);
    expect(watchedSeconds(replay(100, [[0, 0], [25, 10]]).watched)).toBe(0);
  });

  it('stops at 89% and completes at 90% of the length', () => {
    expect(isWatched(replay(100, [[0, 0], [10, 10], [20, 20], [30, 30], [40, 40], [50, 50], [60, 60], [70, 70], [80, 80], [89, 89]]).watched, 100)).toBe(false);
    expect(isWatched(replay(100, [[0, 0], [10, 10], [20, 20], [30, 30], [40, 40], [50, 50], [60, 60], [70, 70], [80, 80], [90, 90]]).watched, 100)).toBe(true);
  });

  it('counts a re-watched stretch once, and skips what a seek jumped over', () => {
    const state = replay(100, [[0, 0], [10, 10], [0, 11], [10, 21], [50, 22], [60, 32]]);
    expect(state.watched).toEqual([[0, 10], [50, 60]]);
    expect(watchedSeconds(state.watched)).toBe(20);
  });

  it('clamps positions to the video length', () => {
    expect(replay(10, [[0, 0], [12, 10]]).watched).toEqual([[0, 10]]);
  });

  it('merges touching and overlapping stretches', () => {
    expect(addStretch([[0, 5], [10, 15]], [5, 10])).toEqual([[0, 15]]);
    expect(addStretch([[10, 15]], [0, 3])).toEqual([[0, 3], [10, 15]]);
  });
});
