/**
 * `npm run bench`: measures and prints, never asserts. Cold and warm start of the real server, the JavaScript the
 * welcome page loads (gzip, as Chromium requests it), API latency and throughput over loopback HTTP and, with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, the project list and export over 100,000 projects in PostgreSQL
 * (`npm run bench -- projects` runs only that), the professionals directory over 10,000 professionals in PostgreSQL
 * (`npm run bench -- professionals`), a 50 MB lesson video's first frame and seek (`npm run bench -- video`), and
 * Lighthouse's mobile performance of the public pages with the page sizes and the dashboard's JavaScript against a bare
 * refine app (`npm run bench -- lighthouse`, scripts/bench-lighthouse.ts, scripts/bench-dashboard.ts), and, with
 * PostgreSQL, the statements per list request and a mixed load on two instances (`npm run bench -- load`,
 * scripts/bench-load.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config/env.ts';
import { openDatabase } from '../server/db/client.ts';
import { prepareDatabase } from '../server/prepare-database.ts';
import { serverRegistry } from '../server/modules/units.ts';
import { loginThroughIssuer } from '../tests/server/support/oidc-login.ts';
import { benchDashboard } from './bench-dashboard.ts';
import { benchLoad } from './bench-load.ts';
import { benchProfessionals } from './bench-professionals.ts';
import { benchLighthouse } from './bench-lighthouse.ts';
import { benchProjects } from './bench-projects.ts';
import { benchVideo } from './bench-video.ts';

const root = join(import.meta.dirname, '..');
const port = 3400;
const base = `http://localhost:${String(port)}`;
const rows: [string, string][] = [];
const record = (what: string, value: string) => {
  rows.push([what, value]);
  console.log(`${what}: ${value}`);
};

async function timeServerStart(dataDir: string): Promise<{ ms: number; stop: () => Promise<void> }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ms = performance.now() - started;
  return {
    ms,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function gzipSizeOf(assetPath: string): number {
  const file = join(root, 'dist', assetPath);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length;
}

async function pageJavaScript(path: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  const started = performance.now();
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  record(`${path}: first heading visible (warm server, loopback)`, `${(performance.now() - started).toFixed(0)} ms`);
  // A page sent drawn (server/plugins/spa-shells.ts) shows its heading before any script: its JavaScript is what the
  // app loads to take the page over (src/components/first-draw.tsx marks the document then).
  await page.locator('html[data-app-drawn]').waitFor({ state: 'attached' });
  record(`${path}: taken over by the app (warm server, loopback)`, `${(performance.now() - started).toFixed(0)} ms`);
  await browser.close();
  const total = [...scripts].reduce((sum, path) => sum + gzipSizeOf(path), 0);
  record(`${path}: JavaScript loaded (gzip)`, `${(total / 1024).toFixed(1)} kB in ${String(scripts.size)} files`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function apiLatency(dataDir: string): Promise<void> {
  const config = loadConfig({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir });
  await prepareDatabase(database, { demo: true, modules: serverRegistry });
  const app = await buildApp({ config, database });
  const { tokens } = await loginThroughIssuer(app, 'designer@demo.example', 'Demo-2026!', config.publicUrl);
  if (!tokens?.access_token) throw new Error('bench: login through the issuer failed');
  await app.listen({ port, host: '127.0.0.1' });
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  for (const path of ['/api/health', '/api/profile/init', '/api/profile/details']) {
    const samples: number[] = [];
    for (let i = 0; i < 500; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`bench: ${path} answered ${String(response.status)}`);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    record(
      `GET ${path} sequential (500)`,
      `p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms, p99 ${percentile(samples, 99).toFixed(2)} ms`,
    );
  }
  const concurrency = 16;
  const perWorker = 100;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < perWorker; i += 1) await (await fetch(`${base}/api/profile/init`, { headers })).arrayBuffer();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  record(
    `GET /api/profile/init, ${String(concurrency)} concurrent (same process as the server)`,
    `${((concurrency * perWorker) / seconds).toFixed(0)} req/s`,
  );
  await app.close();
  await database.close();
}

function buildSpa(): void {
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

async function serverPagesAndApi(work: string): Promise<void> {
  buildSpa();
  const dataDir = join(work, 'data');
  const cold = await timeServerStart(dataDir);
  record('server start, first run (new PGlite, migrations, demo seed) to healthy', `${cold.ms.toFixed(0)} ms`);
  await cold.stop();
  const warm = await timeServerStart(dataDir);
  record('server start, existing data to healthy', `${warm.ms.toFixed(0)} ms`);
  await pageJavaScript('/welcome');
  await pageJavaScript('/wizard');
  await benchDashboard(root, base, work, record);
  await benchLighthouse(base, record);
  await warm.stop();
  await apiLatency(dataDir);
}

/** `npm run bench -- lighthouse`: a fresh build served by the real server, then only Lighthouse. */
async function lighthouseOnly(work: string): Promise<void> {
  buildSpa();
  const server = await timeServerStart(join(work, 'data'));
  try {
    await pageJavaScript('/welcome');
    await pageJavaScript('/wizard');
    await benchDashboard(root, base, work, record);
    await benchLighthouse(base, record);
  } finally {
    await server.stop();
  }
}

const work = mkdtempSync(join(tmpdir(), 'happyway-bench-'));
try {
  const only = process.argv[2];
  if (only === undefined) await serverPagesAndApi(work);
  if (only === 'lighthouse') await lighthouseOnly(work);
  const loadDatabase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (only === undefined || only === 'load') {
    if (loadDatabase) await benchLoad(loadDatabase, record);
    else
      record(
        'mixed load on two instances',
        'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server',
      );
  }
  if (only === undefined || only === 'video') await benchVideo(work, record);
  const projectsDatabase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (only === 'video' || only === 'professionals' || only === 'lighthouse' || only === 'load')
    record('projects: list and export over 100,000 projects', `skipped: only the ${only} measures were asked`);
  else if (projectsDatabase) await benchProjects(projectsDatabase, record);
  else
    record(
      'projects: list and export over 100,000 projects',
      'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server',
    );
  if (only === undefined || only === 'professionals') {
    if (projectsDatabase) await benchProfessionals(projectsDatabase, record);
    else
      record(
        'professionals: directory over 10,000 professionals',
        'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server',
      );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log('\n| measure | value |\n|---|---|');
for (const [what, value] of rows) console.log(`| ${what} | ${value} |`);
