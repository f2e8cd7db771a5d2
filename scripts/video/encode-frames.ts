/// <reference lib="dom" />
import type { Browser } from '@playwright/test';
import type { EncodedFrame } from './webm-muxer.ts';

export interface FramePlan {
  width: number;
  height: number;
  frames: number;
  fps: number;
  /** A key frame every this many frames. */
  keyEvery: number;
  bitrate: number;
  /** Random pixels (large frames, for a big file) instead of a moving square on a plain background. */
  noise: boolean;
}

/**
 * VP8 frames encoded by Chromium's WebCodecs from canvas drawings, so a test or the bench makes a real, playable video
 * without ffmpeg. WebCodecs needs a secure context: the page is an empty document served by Playwright's own route
 * under an https origin, so nothing leaves the machine.
 */
export async function encodeFrames(browser: Browser, plan: FramePlan): Promise<EncodedFrame[]> {
  const page = await browser.newPage();
  const origin = 'https://video-encoder.invalid/';
  await page.route(origin, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>encoder</title>' }),
  );
  await page.goto(origin);
  try {
    const encoded = await page.evaluate(async (p) => {
      const chunks: { data: string; timestampMs: number; key: boolean }[] = [];
      const base64 = (data: Uint8Array) => {
        let binary = '';
        for (let offset = 0; offset < data.length; offset += 0x8000)
          binary += String.fromCharCode(...data.subarray(offset, offset + 0x8000));
        return btoa(binary);
      };
      const encoder = new VideoEncoder({
        output: (chunk) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          chunks.push({
            data: base64(data),
            timestampMs: Math.round(chunk.timestamp / 1000),
            key: chunk.type === 'key',
          });
        },
        error: (error) => {
          throw error;
        },
      });
      encoder.configure({ codec: 'vp8', width: p.width, height: p.height, bitrate: p.bitrate, framerate: p.fps });
      const canvas = new OffscreenCanvas(p.width, p.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      for (let index = 0; index < p.frames; index += 1) {
        if (p.noise) {
          const pixels = context.createImageData(p.width, p.height);
          crypto.getRandomValues(pixels.data.subarray(0, Math.min(pixels.data.length, 65536)));
          for (let offset = 65536; offset < pixels.data.length; offset += 65536) {
            crypto.getRandomValues(pixels.data.subarray(offset, Math.min(pixels.data.length, offset + 65536)));
          }
          context.putImageData(pixels, 0, 0);
        } else {
          context.fillStyle = '#1b5e20';
          context.fillRect(0, 0, p.width, p.height);
          context.fillStyle = '#ffeb3b';
          const side = Math.max(4, Math.floor(p.width / 4));
          context.fillRect(
            Math.floor(((p.width - side) * index) / Math.max(1, p.frames - 1)),
            Math.floor((p.height - side) / 2),
            side,
            side,
          );
        }
        const frame = new VideoFrame(canvas, { timestamp: Math.round((index * 1_000_000) / p.fps) });
        encoder.encode(frame, { keyFrame: index % p.keyEvery === 0 });
        frame.close();
      }
      await encoder.flush();
      return chunks;
    }, plan);
    return encoded.map((frame) => ({
      data: Buffer.from(frame.data, 'base64'),
      timestampMs: frame.timestampMs,
      key: frame.key,
    }));
  } finally {
    await page.close();
  }
}
