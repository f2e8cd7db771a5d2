/**
 * `npm run bench -- lighthouse` (also part of the whole `npm run bench`): Lighthouse's performance category with its
 * default mobile preset (simulated slow 4G and a 4x slower CPU) on the public pages, /welcome and /wizard, in Debian's
 * Chromium. Each page is measured three times in a fresh headless Chromium; the run with the median score is reported
 * with its FCP, LCP, TBT, CLS and the JavaScript it transferred (as sent: the server answers brotli).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

type Record = (what: string, value: string) => void;

interface PageRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  scriptFiles: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const runsPerPage = 3;

/** A fresh headless Chromium with its own profile and the DevTools port it chose. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'happyway-lighthouse-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (found?.[1]) resolve(Number(found[1]));
    });
    child.once('exit', () => {
      reject(new Error(`bench: Chromium exited before listening: ${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

function numericAudit(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'], id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`bench: Lighthouse gave no ${id}`);
  return value;
}

async function measure(url: string): Promise<PageRun> {
  const chromium = await startChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`bench: Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numericAudit(lhr, 'first-contentful-paint'),
      lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
      tbtMs: numericAudit(lhr, 'total-blocking-time'),
      cls: numericAudit(lhr, 'cumulative-layout-shift'),
      scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      scriptFiles: scripts.length,
    };
  } finally {
    await chromium.stop();
  }
}

/** Lighthouse on each public page of the server at `base`, `runsPerPage` times, the median run recorded. */
export async function benchLighthouse(base: string, record: Record): Promise<void> {
  for (const path of ['/welcome', '/wizard']) {
    const runs: PageRun[] = [];
    for (let i = 0; i < runsPerPage; i += 1) runs.push(await measure(`${base}${path}`));
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) continue;
    record(
      `${path}: Lighthouse mobile performance (median of ${String(runs.length)}: ${runs.map((run) => String(run.score)).join(', ')})`,
      String(median.score),
    );
    record(
      `${path}: Lighthouse FCP, LCP, TBT, CLS`,
      `${(median.fcpMs / 1000).toFixed(2)} s, ${(median.lcpMs / 1000).toFixed(2)} s, ${median.tbtMs.toFixed(0)} ms, ${median.cls.toFixed(3)}`,
    );
    record(
      `${path}: Lighthouse JavaScript transferred`,
      `${(median.scriptBytes / 1024).toFixed(1)} kB in ${String(median.scriptFiles)} files`,
    );
  }
}
