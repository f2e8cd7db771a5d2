/**
 * `npm run bench -- load` (with BENCH_DATABASE_URL or TEST_DATABASE_URL): one scratch PostgreSQL database. First, in
 * this process, the SQL statements one project list request costs (counted on the pool, the caller cached). Then two
 * real servers (`node server/main.ts`) on that database behind a balancer that follows their readiness
 * (scripts/bench-load-traffic.ts): 200 connections for 60 s, 80 % project list pages and 20 % creates sent with an
 * Idempotency-Key, and a SIGTERM to the second server at 45 s while its readiness is polled. Prints req/s, p99, the
 * answers by class, the creates acknowledged against the rows in the database, the creates answered as failed that
 * were committed, and whether readiness turned 503 before the listener closed. Measures, never asserts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { prepareDatabase } from '../server/prepare-database.ts';
import { serverRegistry } from '../server/modules/units.ts';
import { createScratchDatabase } from '../server/db/scratch-database.ts';
import { loginThroughIssuer } from '../tests/server/support/oidc-login.ts';
import type { RecordMeasure } from './bench-server.ts';
import { pollReadiness, runTraffic, send, type Instance, type ReadinessEvent } from './bench-load-traffic.ts';

const root = join(import.meta.dirname, '..');
const PORTS = [3411, 3412] as const;
const CONNECTIONS = 200;
const DURATION_S = 60;
const SIGTERM_AT_S = 45;
const READINESS_POLL_MS = 50;
const LIST_PATH = '/api/happyway/projects';
const CREATE_PATH = '/api/happyway/apartmenttype';
const publicUrl = `http://localhost:${String(PORTS[0])}`;

/** Counts every statement the pool's connections run from now on. */
function countStatements(database: DatabaseHandle): { read(): number } {
  if (database.client.kind !== 'postgres') throw new Error('bench: PostgreSQL only');
  const { pool } = database.client;
  let statements = 0;
  const counted = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (connection: pg.PoolClient) => {
    if (counted.has(connection)) return;
    counted.add(connection);
    const query = connection.query.bind(connection) as (...parameters: unknown[]) => unknown;
    Object.assign(connection, {
      query: (...parameters: unknown[]) => {
        statements += 1;
        return query(...parameters);
      },
    });
  });
  return { read: () => statements };
}

/** Prepares the database (migrations, demo), logs in through the issuer and counts a list request's statements. */
async function prepareAndCount(databaseUrl: string, dataDir: string, record: RecordMeasure): Promise<string> {
  const config = loadConfig({
    PORT: String(PORTS[0]),
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
  });
  const database = await openDatabase({ databaseUrl, dataDir: null, pool: config.pool });
  await prepareDatabase(database, { demo: true, modules: serverRegistry });
  const app = await buildApp({ config, database, distDir: '/nonexistent' });
  try {
    const { tokens } = await loginThroughIssuer(app, 'backoffice@demo.example', 'Demo-2026!', publicUrl);
    if (!tokens?.access_token) throw new Error('bench: login through the issuer failed');
    const authorization = `Bearer ${tokens.access_token}`;
    // The job queue polls the same pool: stopped, so that only the requests' statements are counted.
    await app.jobs.stop(1_000);
    const statements = countStatements(database);
    const list = async () => {
      const response = await app.inject({ method: 'GET', url: LIST_PATH, headers: { authorization } });
      if (response.statusCode !== 200) throw new Error(`bench: ${LIST_PATH} answered ${String(response.statusCode)}`);
    };
    await list();
    const lists = 50;
    const before = statements.read();
    for (let index = 0; index < lists; index += 1) await list();
    record(
      `GET ${LIST_PATH} with its labels: SQL statements per request (caller cached)`,
      ((statements.read() - before) / lists).toFixed(2),
    );
    return authorization;
  } finally {
    await app.close();
    await database.close();
  }
}

interface Server {
  instance: Instance;
  child: ChildProcess;
  log: string;
  exited: Promise<{ code: number | null; at: number }>;
}

/** `node server/main.ts` on this port and database; resolves once its readiness answers 200. */
async function startServer(name: string, port: number, databaseUrl: string, dataDir: string): Promise<Server> {
  const log = join(dataDir, 'server.log');
  const output = openSync(log, 'a');
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => {
    child.once('exit', (code) => {
      resolve({ code, at: performance.now() });
    });
  });
  const probe = new http.Agent({ keepAlive: false });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench: ${name} exited at start:\n${readFileSync(log, 'utf8')}`);
    const answer = await send({ port, agent: probe }, 'GET', '/api/health/ready', {});
    if (answer.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const instance: Instance = {
    name,
    port,
    agent: new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }),
    ready: true,
  };
  return { instance, child, log, exited };
}

/** The lines of a server's log (pino JSON) at level error (50) or fatal. */
const errorLines = (log: string): number =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line)).length;

/**
 * What the readiness of the stopped server did from the SIGTERM on, by the time each probe was sent: the last 200, the
 * first 503, the first refusal.
 */
function readinessAfter(events: ReadinessEvent[], instance: string, sigtermAt: number): string {
  const after = events.filter((event) => event.instance === instance && event.at >= sigtermAt);
  const ms = (event: ReadinessEvent | undefined) =>
    event === undefined ? 'never' : `${(event.at - sigtermAt).toFixed(0)} ms`;
  const first503 = after.find((event) => event.status === 503);
  const firstRefused = after.find((event) => event.status === null);
  const last200 = after.filter((event) => event.status === 200).at(-1);
  const before = first503 !== undefined && (firstRefused === undefined || first503.at < firstRefused.at);
  return `${before ? 'yes' : 'no'} (probes sent after SIGTERM: last 200 at ${ms(last200)}, first 503 at ${ms(first503)}, first refused connection at ${ms(firstRefused)})`;
}

export async function benchLoad(baseUrl: string, record: RecordMeasure): Promise<void> {
  const scratch = await createScratchDatabase(baseUrl, 'happyway_bench_load');
  const dataDirs = [
    ...PORTS.map(() => mkdtempSync(join(tmpdir(), 'happyway-bench-load-'))),
    mkdtempSync(join(tmpdir(), 'happyway-bench-load-')),
  ];
  const servers: Server[] = [];
  try {
    const authorization = await prepareAndCount(scratch.url, dataDirs[2] ?? '', record);
    for (const [index, port] of PORTS.entries())
      servers.push(await startServer(`instance ${String(index + 1)}`, port, scratch.url, dataDirs[index] ?? ''));
    const [, stopped] = servers;
    if (!stopped) throw new Error('bench: no second instance');

    const instances = servers.map((server) => server.instance);
    const readiness = pollReadiness(instances, READINESS_POLL_MS);
    const started = performance.now();
    let sigtermAt = Number.NaN;
    const sigterm = setTimeout(() => {
      sigtermAt = performance.now();
      stopped.child.kill('SIGTERM');
    }, SIGTERM_AT_S * 1000);
    const marker = `bench-${Date.now().toString(36)}`;
    const traffic = await runTraffic(instances, {
      connections: CONNECTIONS,
      endsAt: started + DURATION_S * 1000,
      authorization,
      listPath: LIST_PATH,
      createPath: CREATE_PATH,
      marker,
    });
    const seconds = (performance.now() - started) / 1000;
    clearTimeout(sigterm);
    const exit = await stopped.exited;
    readiness.stop();

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const rows = await client.query<{ name: string; copies: string }>(
      'select name, count(*) as copies from apartment_types where name like $1 group by name',
      [`Tipologia ${marker}-%`],
    );
    await client.end();
    const written = new Map(rows.rows.map((row) => [row.name.slice('Tipologia '.length), Number(row.copies)]));
    const acknowledged = [...traffic.creates].filter(([, ok]) => ok).map(([key]) => key);
    const failed = [...traffic.creates].filter(([, ok]) => !ok).map(([key]) => key);
    const lost = acknowledged.filter((key) => !written.has(key)).length;
    const failedButCommitted = failed.filter((key) => written.has(key)).length;
    const duplicated = [...written.values()].filter((copies) => copies > 1).length;

    traffic.latencies.sort((a, b) => a - b);
    const p99 =
      traffic.latencies[Math.min(traffic.latencies.length - 1, Math.floor(0.99 * traffic.latencies.length))] ??
      Number.NaN;
    const classes = [...traffic.answers]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, count]) => `${name}: ${String(count)}`)
      .join(', ');
    const notReadyUnderLoad = readiness.events.filter(
      (event) =>
        event.status !== 200 &&
        (event.instance !== stopped.instance.name || Number.isNaN(sigtermAt) || event.at < sigtermAt),
    ).length;
    const what = `mixed load, 2 server processes, ${String(CONNECTIONS)} connections, ${String(DURATION_S)} s (80 % list, 20 % create), SIGTERM to one at ${String(SIGTERM_AT_S)} s`;
    record(
      `${what}: throughput`,
      `${(traffic.total / seconds).toFixed(0)} req/s (${String(traffic.total)} requests), p99 ${p99.toFixed(0)} ms`,
    );
    record(`${what}: answers by class`, classes);
    record(
      `${what}: creates`,
      `${String(traffic.creates.size)} sent, ${String(acknowledged.length)} acknowledged, ${String(written.size)} in the database, ${String(lost)} lost, ${String(failed.length)} answered as failed of which ${String(failedButCommitted)} committed, ${String(duplicated)} written twice`,
    );
    record(
      `${what}: readiness 503 before the listener closed`,
      readinessAfter(readiness.events, stopped.instance.name, sigtermAt),
    );
    record(
      `${what}: stopped server`,
      `exit code ${String(exit.code)}, ${((exit.at - sigtermAt) / 1000).toFixed(1)} s after SIGTERM; readiness answers other than 200 while serving: ${String(notReadyUnderLoad)}`,
    );
    record(
      `${what}: server log lines at error level or above`,
      servers.map((server) => `${server.instance.name}: ${String(errorLines(server.log))}`).join(', '),
    );
  } finally {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
    }
    await scratch.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
