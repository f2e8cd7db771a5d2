import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { createTestAppOn, type TestApp } from './support/test-app.ts';

/** Only run with PostgreSQL: vite.config.ts leaves `*.postgres.test.ts` out without TEST_DATABASE_URL. */
const baseUrl = process.env.TEST_DATABASE_URL ?? '';

/** A real PostgreSQL behind a relay the test cuts: the pool loses its database, then gets it back. */
describe('the API while PostgreSQL is unreachable', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let ctx: TestApp;

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl, 'happyway_outage');
    const direct = new URL(scratch.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(scratch.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    ctx = await createTestAppOn(viaProxy.toString());
  });
  afterAll(async () => {
    await ctx.close();
    await proxy.close();
    await scratch.drop();
  });

  const skills = () => ctx.app.inject({ method: 'GET', url: '/api/profile/skill/category' });

  it(
    'answers 503 with an Italian message and Retry-After while the database is gone, then 200 once it is back',
    { timeout: 15_000 },
    async () => {
      expect((await skills()).statusCode).toBe(200);
      await proxy.cut();

      const during = await skills();
      expect(during.statusCode).toBe(503);
      expect(during.headers['retry-after']).toBe('5');
      expect(during.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Servizio momentaneamente non disponibile: riprova tra qualche istante.',
      });

      const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'degraded', database: 'unreachable', issuer: 'reachable' });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });

      // The embedded issuer's own endpoints too: a token refresh, and the login page's start, are 503 in Italian.
      const refresh = await ctx.app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'a.b.c',
          client_id: 'frontend-happyway',
        }).toString(),
      });
      expect(refresh.statusCode).toBe(503);
      expect(refresh.headers['retry-after']).toBe('5');
      expect(refresh.json()).toEqual({
        error: 'temporarily_unavailable',
        error_description: 'Servizio momentaneamente non disponibile: riprova tra qualche istante.',
      });

      await proxy.restore();
      expect((await skills()).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    },
  );
});
