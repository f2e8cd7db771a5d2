import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database.ts';
import { projects } from '../../server/db/schema/index.ts';
import { demoNetworkId, profileIdOf } from './support/network-fixtures.ts';
import { session, type Session } from './support/session.ts';
import { createTestAppOn, type TestApp } from './support/test-app.ts';

/** Only run with PostgreSQL: vite.config.ts leaves `*.postgres.test.ts` out without TEST_DATABASE_URL. */
const baseUrl = process.env.TEST_DATABASE_URL ?? '';
const POOL_MAX = 3;
const HOLD_MS = 1_500;

/** Runs one statement on the server's maintenance database (not the app's, which the statements lock out). */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Under load the pool is full the moment a write commits. The test makes that happen on purpose: as soon as a
 * connection is handed back after a COMMIT, it takes every connection of the pool for longer than a request may wait.
 */
describe('answers of writes while the database is saturated or refuses connections', () => {
  let scratch: ScratchDatabase;
  let ctx: TestApp;
  let backoffice: Session;
  let databaseName = '';

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl, 'happyway_answers');
    databaseName = new URL(scratch.url).pathname.slice(1);
    ctx = await createTestAppOn(scratch.url, { DB_POOL_MAX: String(POOL_MAX), DB_POOL_WAIT_MS: '300' }, () =>
      scratch.drop(),
    );
    backoffice = await session(ctx.app, 'backoffice@demo.example');
  }, 240_000);
  afterAll(async () => ctx.close());

  /** Takes every pool connection that comes free within the pool's wait (the app's notice listener keeps one). */
  async function takeConnections(): Promise<pg.PoolClient[]> {
    const { client } = ctx.database;
    if (client.kind !== 'postgres') throw new Error('PostgreSQL only');
    const tries = await Promise.allSettled(Array.from({ length: POOL_MAX }, () => client.pool.connect()));
    return tries.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
  }

  /**
   * Arms the trap: as soon as the transaction that inserts a project commits and hands its connection back, every
   * connection of the pool is taken for HOLD_MS, longer than a request waits. Resolves once they are back.
   */
  function holdPoolAfterProjectCommit(): Promise<void> {
    const { client } = ctx.database;
    if (client.kind !== 'postgres') throw new Error('PostgreSQL only');
    const { pool } = client;
    const seen = new WeakMap<pg.PoolClient, { last: string; inserted: boolean }>();
    return new Promise((resolve) => {
      const onAcquire = (connection: pg.PoolClient) => {
        if (seen.has(connection)) return;
        const state = { last: '', inserted: false };
        seen.set(connection, state);
        const query = connection.query.bind(connection) as (...parameters: unknown[]) => unknown;
        Object.assign(connection, {
          query: (...parameters: unknown[]) => {
            const [first] = parameters;
            const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
            state.last = typeof text === 'string' ? text.trim() : '';
            if (/^begin/i.test(state.last)) state.inserted = false;
            if (/^insert into "projects"/i.test(state.last)) state.inserted = true;
            return query(...parameters);
          },
        });
      };
      const onRelease = (_error: unknown, connection: pg.PoolClient) => {
        const state = seen.get(connection);
        if (!state?.inserted || !/^commit$/i.test(state.last)) return;
        pool.off('release', onRelease);
        pool.off('acquire', onAcquire);
        const held = takeConnections();
        setTimeout(() => {
          void held.then((connections) => {
            for (const connection of connections) connection.release();
            resolve();
          });
        }, HOLD_MS);
      };
      pool.on('acquire', onAcquire);
      pool.on('release', onRelease);
    });
  }

  const projectsNamed = async (name: string) =>
    (await ctx.database.db.select({ value: count() }).from(projects).where(eq(projects.name, name)))[0]?.value ?? 0;

  it(
    'answers a committed create 201 although no connection is free after its commit, and the retry with its key gets the same answer',
    { timeout: 30_000 },
    async () => {
      const { db } = ctx.database;
      const body = {
        name: 'Progetto a pool pieno',
        type: 'Condominium',
        networkId: await demoNetworkId(db),
        assigneeId: await profileIdOf(db, 'designer@demo.example'),
      };
      const released = holdPoolAfterProjectCommit();
      const created = await backoffice.post('/project/project', body, { 'idempotency-key': 'progetto-pool-pieno-1' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name: body.name, networkName: expect.any(String) as string });
      await released;

      const retried = await backoffice.post('/project/project', body, { 'idempotency-key': 'progetto-pool-pieno-1' });
      expect(retried.statusCode).toBe(201);
      expect(retried.json()).toEqual(created.json());
      expect(await projectsNamed(body.name)).toBe(1);
    },
  );

  it(
    'answers 503 with Retry-After and the Italian message, counted as saturation, while the pool stays full; the node stays ready',
    { timeout: 30_000 },
    async () => {
      const held = await takeConnections();
      const busy = await backoffice.get('/happyway/projects');
      const readiness = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      for (const connection of held) connection.release();
      expect(readiness.statusCode).toBe(200);
      expect(readiness.json()).toEqual({ status: 'ok', database: 'saturated', issuer: 'reachable' });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.json()).toMatchObject({
        message: 'Servizio momentaneamente non disponibile: riprova tra qualche istante.',
      });
      const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/happyway_db_failures_total\{kind="saturated"\} [1-9]/);
      expect(metrics.body).toMatch(/happyway_db_failures_total\{kind="unavailable"\} 0/);
    },
  );

  it(
    'answers 503 while the database does not accept connections (ALLOW_CONNECTIONS false), then 200',
    { timeout: 60_000 },
    async () => {
      const list = () => backoffice.get('/happyway/projects');
      await admin(`alter database ${databaseName} allow_connections false`);
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}'`);
      const refused = await list();
      await admin(`alter database ${databaseName} allow_connections true`);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Servizio momentaneamente non disponibile: riprova tra qualche istante.',
      });
      expect((await list()).statusCode).toBe(200);
    },
  );
});
