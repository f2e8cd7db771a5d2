import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database.ts';
import { session, type Session } from './support/session.ts';
import { createTestAppOn, type TestApp } from './support/test-app.ts';

/** Only run with PostgreSQL: vite.config.ts leaves `*.postgres.test.ts` out without TEST_DATABASE_URL. */
const baseUrl = process.env.TEST_DATABASE_URL ?? '';
const UNAVAILABLE = 'Servizio momentaneamente non disponibile: riprova tra qualche istante.';

/**
 * Someone else (a migration, an administrator's transaction) holds the apartment types table: every statement on it
 * waits for the lock. The node's DB_LOCK_TIMEOUT_MS and DB_STATEMENT_TIMEOUT_MS bound that wait, and the request is
 * answered 503 with Retry-After, counted as a timeout, instead of hanging.
 */
describe.each([
  { timeout: 'lock', environment: { DB_LOCK_TIMEOUT_MS: '200', DB_STATEMENT_TIMEOUT_MS: '10000' } },
  { timeout: 'statement', environment: { DB_LOCK_TIMEOUT_MS: '10000', DB_STATEMENT_TIMEOUT_MS: '300' } },
])('a request waiting on a lock past the $timeout timeout', ({ environment }) => {
  let scratch: ScratchDatabase;
  let ctx: TestApp;
  let backoffice: Session;

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl, 'happyway_timeouts');
    ctx = await createTestAppOn(scratch.url, environment, () => scratch.drop());
    backoffice = await session(ctx.app, 'backoffice@demo.example');
  }, 240_000);
  afterAll(async () => ctx.close());

  it(
    'is answered 503 with Retry-After within the timeout, counted as a timeout, and served once the lock is gone',
    { timeout: 30_000 },
    async () => {
      const holder = new pg.Client({ connectionString: scratch.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table apartment_types in access exclusive mode');
        const started = Date.now();
        const waited = await backoffice.get('/happyway/apartmenttype');
        const elapsed = Date.now() - started;
        await holder.query('rollback');
        expect(waited.statusCode).toBe(503);
        expect(waited.headers['retry-after']).toBeDefined();
        expect(waited.json()).toMatchObject({ message: UNAVAILABLE });
        expect(elapsed).toBeLessThan(5_000);
      } finally {
        await holder.end();
      }
      const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/happyway_db_failures_total\{kind="timeout"\} [1-9]/);
      expect(metrics.body).toMatch(/happyway_db_failures_total\{kind="unavailable"\} 0/);
      expect((await backoffice.get('/happyway/apartmenttype')).statusCode).toBe(200);
    },
  );
});
