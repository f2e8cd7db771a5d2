/**
 * The frame of the database-backed sections of `npm run bench`: a scratch PostgreSQL database with the demo seed and
 * the section's own rows, the app listening in this process, a back-office token, and an autocannon run of one page;
 * the database and data folder are dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config/env.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { prepareDatabase } from '../server/prepare-database.ts';
import { serverRegistry } from '../server/modules/units.ts';
import { createScratchDatabase } from '../server/db/scratch-database.ts';
import { loginThroughIssuer } from '../tests/server/support/oidc-login.ts';

export type RecordMeasure = (what: string, value: string) => void;

export interface BenchServer {
  /** The listening app's origin, e.g. http://127.0.0.1:3401. */
  base: string;
  /** A back-office bearer token. */
  headers: Record<string, string>;
}

export interface BenchSection {
  /** The scratch database's name and the data folder's prefix. */
  name: string;
  port: number;
  /** Adds the section's rows to the demo seed; its duration is recorded under `seedLabel`. */
  seed: (db: Database) => Promise<void>;
  seedLabel: string;
}

/** Seeds a scratch database, starts the app logged in as back office, runs `measure`, and drops everything. */
export async function withBenchServer(
  baseUrl: string,
  section: BenchSection,
  record: RecordMeasure,
  measure: (server: BenchServer) => Promise<void>,
): Promise<void> {
  const scratch = await createScratchDatabase(baseUrl, section.name);
  const dataDir = mkdtempSync(join(tmpdir(), `${section.name}-`));
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  try {
    await prepareDatabase(database, { demo: true, modules: serverRegistry });
    const seedStarted = performance.now();
    await section.seed(database.db);
    record(section.seedLabel, `${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const config = loadConfig({
      PORT: String(section.port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: scratch.url,
    });
    const app = await buildApp({ config, database });
    const { tokens } = await loginThroughIssuer(app, 'backoffice@demo.example', 'Demo-2026!', config.publicUrl);
    if (!tokens?.access_token) throw new Error('bench: login through the issuer failed');
    await app.listen({ port: section.port, host: '127.0.0.1' });
    try {
      await measure({
        base: `http://127.0.0.1:${String(section.port)}`,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface PageLoad {
  /** The page's `total` as the first request answered. */
  total: number;
  /** "<n> req/s, p50 <n> ms, p99 <n> ms" over 10 s. */
  figures: string;
}

/**
 * Asks a list page once (it must answer 2xx with at least `minimumRows` rows), then for 10 s over `connections`
 * connections; any non-2xx answer or error fails the bench.
 */
export async function loadTestPage(
  server: BenchServer,
  path: string,
  connections: number,
  minimumRows: number,
): Promise<PageLoad> {
  const probe = await fetch(`${server.base}${path}`, { headers: server.headers });
  const page = (await probe.json()) as { total: number; data: unknown[] };
  if (!probe.ok || page.data.length < minimumRows) {
    throw new Error(`bench: ${path} answered ${String(probe.status)} with ${String(page.data.length)} rows`);
  }
  const result = await autocannon({ url: `${server.base}${path}`, connections, duration: 10, headers: server.headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`bench: ${String(result.non2xx)} non-2xx answers, ${String(result.errors)} errors`);
  return {
    total: page.total,
    figures: `${result.requests.average.toFixed(0)} req/s, p50 ${String(result.latency.p50)} ms, p99 ${String(result.latency.p99)} ms`,
  };
}
