/**
 * `node scripts/video/make-video.ts <out.webm> [tiny|large]`: writes a playable VP8 WebM made in Chromium. `tiny` (the
 * committed end-to-end fixture): 4 s, 64x64, a few kB. `large` (the bench's, never committed): about 50 MB.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { makeVideo } from './video-fixture.ts';

const [out, size = 'tiny'] = process.argv.slice(2);
if (!out || (size !== 'tiny' && size !== 'large')) throw new Error('usage: make-video.ts <out.webm> [tiny|large]');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const video = await makeVideo(browser, size);
  writeFileSync(out, video);
  console.log(`${out}: ${String(video.length)} bytes`);
} finally {
  await browser.close();
}
