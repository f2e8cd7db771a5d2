/**
 * `npm run bench -- video`: a 50 MB lesson video (made in Chromium, never committed) uploaded as back office through
 * the multipart call, then played in Chromium from its signed URL over loopback: time to the first frame and to a seek
 * at three quarters of its length (HTTP ranges, the server streaming from the file store).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config/env.ts';
import { openDatabase } from '../server/db/client.ts';
import { prepareDatabase } from '../server/prepare-database.ts';
import { serverRegistry } from '../server/modules/units.ts';
import { loginThroughIssuer } from '../tests/server/support/oidc-login.ts';
import { makeVideo } from './video/video-fixture.ts';

const port = 3401;
const base = `http://localhost:${String(port)}`;

interface Playback {
  firstFrameMs: number;
  seekMs: number;
  durationSeconds: number;
}

/**
 * One cold load of the video in a fresh page of the app's origin (as the lesson page plays it: the file answers with
 * a same-origin resource policy): `loadeddata` after setting the source, then `seeked` at 75%.
 */
async function playOnce(browser: Browser, url: string): Promise<Playback> {
  const page = await browser.newPage();
  await page.goto(`${base}/api/health`);
  try {
    return await page.evaluate(
      (source) =>
        new Promise<Playback>((resolve, reject) => {
          const video = document.createElement('video');
          video.muted = true;
          video.preload = 'auto';
          video.onerror = () => {
            reject(new Error(video.error?.message ?? 'video error'));
          };
          const started = performance.now();
          video.addEventListener(
            'loadeddata',
            () => {
              const firstFrameMs = performance.now() - started;
              const seekStarted = performance.now();
              video.addEventListener(
                'seeked',
                () => {
                  resolve({ firstFrameMs, seekMs: performance.now() - seekStarted, durationSeconds: video.duration });
                },
                { once: true },
              );
              video.currentTime = video.duration * 0.75;
            },
            { once: true },
          );
          document.body.append(video);
          video.src = source;
        }),
      url,
    );
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function benchVideo(work: string, record: (what: string, value: string) => void): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const dataDir = join(work, 'video-data');
  const config = loadConfig({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir });
  await prepareDatabase(database, { demo: true, modules: serverRegistry });
  const app = await buildApp({ config, database });
  try {
    const file = join(work, 'lesson-50mb.webm');
    writeFileSync(file, await makeVideo(browser, 'large'));
    const { tokens } = await loginThroughIssuer(app, 'backoffice@demo.example', 'Demo-2026!', config.publicUrl);
    await app.listen({ port, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${tokens?.access_token ?? ''}` };
    const json = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${base}/api${path}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`bench: ${method} ${path} answered ${String(response.status)}`);
      return response.json() as Promise<T>;
    };
    const module = await json<{ id: string }>('POST', '/happyway/trainings', {
      title: 'Bench',
      category: 'generic',
      status: 'published',
      roles: ['HubHead'],
    });
    const lesson = await json<{ id: string }>('POST', '/happyway/lessons', {
      moduleId: module.id,
      title: 'Video da 50 MB',
    });
    const form = new FormData();
    form.append('entity_id', lesson.id);
    form.append('entityType', 'Lesson');
    form.append('file', new Blob([readFileSync(file)], { type: 'video/webm' }), 'lezione.webm');
    const uploadStarted = performance.now();
    const uploaded = await fetch(`${base}/api/happyway/repository-objects/upload`, {
      method: 'POST',
      headers,
      body: form,
    });
    const video = (await uploaded.json()) as { id: string; size: number };
    record(
      'lesson video: multipart upload over loopback',
      `${(video.size / 1024 / 1024).toFixed(1)} MB in ${(performance.now() - uploadStarted).toFixed(0)} ms`,
    );
    await json('PUT', `/happyway/lessons/${lesson.id}`, {
      title: 'Video da 50 MB',
      videoId: video.id,
      videoDurationSeconds: 60,
    });
    const { url } = await json<{ url: string }>('GET', `/happyway/lessons/${lesson.id}/video`);
    const runs: Playback[] = [];
    for (let run = 0; run < 3; run += 1) runs.push(await playOnce(browser, url));
    const length = runs[0]?.durationSeconds ?? 0;
    record(
      `lesson video ${(video.size / 1024 / 1024).toFixed(0)} MB, ${length.toFixed(0)} s: time to first frame (median of 3, Chromium, loopback)`,
      `${median(runs.map((r) => r.firstFrameMs)).toFixed(0)} ms`,
    );
    record(
      `lesson video ${(video.size / 1024 / 1024).toFixed(0)} MB: seek to 75% until seeked (median of 3)`,
      `${median(runs.map((r) => r.seekMs)).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}
