import type { PlaybackReport } from '../../../domain/training/schemas.ts';

/** Stretches as a report sends them, `[start, end]` in seconds. */
type Stretches = PlaybackReport['played'];

/**
 * What the player played between two reports: the stretch playing now (from where playback or the last seek started
 * to the last position seen) and those a pause or a seek closed. A seek plays nothing: it closes the stretch and the
 * next one starts where the seek landed.
 */
export class PlayedStretches {
  private closed: Stretches = [];
  private from: number | null = null;
  private at = 0;

  /** Playback starts (or resumes after a seek) at this position. */
  start(position: number): void {
    this.close();
    this.from = position;
    this.at = position;
  }

  /** The video played up to this position; a move backwards is a seek the player did not announce. */
  advance(position: number): void {
    if (this.from === null) return;
    if (position < this.at) this.start(position);
    else this.at = position;
  }

  /** Playback stops (a pause, the end, a seek begins) at the last position seen. */
  stop(): void {
    this.close();
    this.from = null;
  }

  /** The stretches played since the last call, for a report; a stretch still playing goes on from where it was cut. */
  take(): Stretches {
    const playing: Stretches = this.from !== null && this.at > this.from ? [[this.from, this.at]] : [];
    const taken = [...this.closed, ...playing];
    this.closed = [];
    if (this.from !== null) this.from = this.at;
    return taken;
  }

  private close(): void {
    if (this.from !== null && this.at > this.from) this.closed.push([this.from, this.at]);
  }
}
