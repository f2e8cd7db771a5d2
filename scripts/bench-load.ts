/**
 * `npm run bench -- load` (with BENCH_DATABASE_URL or TEST_DATABASE_URL): two app instances in this process on one
 * scratch PostgreSQL database, listening on the loopback. Measures the SQL statements one list request costs (counted
 * on the pool) and a mixed load, 80 % project list pages and 20 % creates sent with an Idempotency-Key, over 15 s
 * with half the connections on each instance: requests per second, p99 and the answers by class.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { createScratchDatabase } from '../server/db/scratch-database.ts';
import { loginThroughIssuer } from '../tests/server/support/oidc-login.ts';
import type { RecordMeasure } from './bench-server.ts';

const PORTS = [3411, 3412] as const;
const CONNECTIONS = 200;
const DURATION_S = 15;
const LIST_PATH = '/api/happyway/projects';
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
    Object.assign(connection, { query: (...parameters: unknown[]) => { statements += 1; return query(...parameters); } });
  });
  return { read: () => statements };
}

export async function benchLoad(baseUrl: string, record: RecordMeasure): Promise<void> {
  const scratch = await createScratchDatabase(baseUrl, 'happyway_bench_load');
  const dataDirs = PORTS.map(() => mkdtempSync(join(tmpdir(), 'happyway-bench-load-')));
  const databases: DatabaseHandle[] = [];
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  try {
    for (const [index, port] of PORTS.entries()) {
      // One public URL, as behind a balancer: a token issued by either instance is good on both.
      const config = loadConfig({ PORT: String(port), PUBLIC_URL: publicUrl, DATA_DIR: dataDirs[index] ?? '', LOG_LEVEL: 'silent', DATABASE_URL: scratch.url });
      const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null, pool: config.pool });
      await prepareDatabase(database, { demo: true });
      databases.push(database);
      const app = await buildApp({ config, database, distDir: '/nonexistent' });
      await app.listen({ port, host: '127.0.0.1' });
      apps.push(app);
    }
    const [first] = apps;
    const [firstDatabase] = databases;
    if (!first || !firstDatabase) throw new Error('bench: no instance');
    const { tokens } = await loginThroughIssuer(first, 'backoffice@demo.example', 'Demo-2026!', publicUrl);
    if (!tokens?.access_token) throw new Error('bench: login through the issuer failed');
    const authorization = `Bearer ${tokens.access_token}`;

    // The job queues poll the same pool: stopped, so that only the requests' statements are counted.
    for (const app of apps) await app.jobs.stop(1_000);
    const statements = countStatements(firstDatabase);
    const lists = 50;
    await fetch(`http://127.0.0.1:${String(PORTS[0])}${LIST_PATH}`, { headers: { authorization } }).then((response) => response.arrayBuffer());
    const before = statements.read();
    for (let index = 0; index < lists; index += 1) {
      const response = await fetch(`http://127.0.0.1:${String(PORTS[0])}${LIST_PATH}`, { headers: { authorization } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`bench: ${LIST_PATH} answered ${String(response.status)}`);
    }
    record(`GET ${LIST_PATH} with its labels: SQL statements per request (caller cached)`, ((statements.read() - before) / lists).toFixed(2));

    let created = 0;
    const runs = await Promise.all(PORTS.map((port) => autocannon({
      url: `http://127.0.0.1:${String(port)}`,
      connections: CONNECTIONS / PORTS.length,
      duration: DURATION_S,
      // Past this a request counts as timed out (autocannon drops it): long enough to tell a slow answer from a lost one.
      timeout: 30,
      headers: { authorization, 'content-type': 'application/json' },
      requests: [
        ...Array.from({ length: 4 }, () => ({ method: 'GET' as const, path: LIST_PATH })),
        {
          method: 'POST' as const,
          path: '/api/happyway/apartmenttype',
          setupRequest: (request: autocannon.Request) => {
            created += 1;
            const key = `bench-${String(port)}-${String(created)}`;
            return { ...request, headers: { ...request.headers, 'idempotency-key': key }, body: JSON.stringify({ name: `Tipologia ${key}`, typology: 'loft' }) };
          },
        },
      ],
    })));
    const seconds = DURATION_S;
    const total = runs.reduce((sum, run) => sum + run.requests.total, 0);
    const classes = new Map<string, number>();
    for (const run of runs) {
      for (const [code, { count }] of Object.entries(run.statusCodeStats ?? {})) {
        const name = code.startsWith('2') ? '2xx' : code === '503' ? '503' : `${code[0] ?? '?'}xx (${code})`;
        classes.set(name, (classes.get(name) ?? 0) + (count ?? 0));
      }
      if (run.errors > 0) classes.set('socket errors', (classes.get('socket errors') ?? 0) + run.errors);
      if (run.timeouts > 0) classes.set('timeouts', (classes.get('timeouts') ?? 0) + run.timeouts);
    }
    const p99 = Math.max(...runs.map((run) => run.latency.p99));
    record(`mixed load, 2 instances, ${String(CONNECTIONS)} connections, ${String(DURATION_S)} s (80 % list, 20 % create)`,
      `${(total / seconds).toFixed(0)} req/s, p99 ${String(p99)} ms, ${[...classes].map(([name, count]) => `${name}: ${String(count)}`).join(', ')}`);
  } finally {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await scratch.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
