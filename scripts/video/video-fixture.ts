import type { Browser } from '@playwright/test';
import { encodeFrames } from './encode-frames.ts';
import { muxWebm, type EncodedFrame } from './webm-muxer.ts';

export type VideoSize = 'tiny' | 'large';

/** The large video: distinct noise key frames repeated (each decodes alone) until the file passes 50 MB. */
const LARGE_BYTES = 50 * 1024 * 1024;
const LARGE_FPS = 4;

function repeatUntil(frames: readonly EncodedFrame[], bytes: number, fps: number): EncodedFrame[] {
  const result: EncodedFrame[] = [];
  let total = 0;
  for (let index = 0; total < bytes; index += 1) {
    const source = frames[index % frames.length];
    if (!source) break;
    result.push({ data: source.data, key: true, timestampMs: Math.round((index * 1000) / fps) });
    total += source.data.length;
  }
  return result;
}

/** A playable VP8 WebM: `tiny` 4 s at 64x64 (a few kB), `large` about 50 MB of 640x360 key frames (about a minute). */
export async function makeVideo(browser: Browser, size: VideoSize): Promise<Buffer> {
  if (size === 'tiny') {
    const frames = await encodeFrames(browser, {
      width: 64,
      height: 64,
      frames: 40,
      fps: 10,
      keyEvery: 10,
      bitrate: 50_000,
      noise: false,
    });
    return muxWebm({ width: 64, height: 64, durationMs: 4000, frames });
  }
  const distinct = await encodeFrames(browser, {
    width: 640,
    height: 360,
    frames: 12,
    fps: LARGE_FPS,
    keyEvery: 1,
    bitrate: 8_000_000,
    noise: true,
  });
  const frames = repeatUntil(distinct, LARGE_BYTES, LARGE_FPS);
  return muxWebm({ width: 640, height: 360, durationMs: Math.round((frames.length * 1000) / LARGE_FPS), frames });
}
