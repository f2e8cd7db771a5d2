import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const metricsToken = 'metriche-segrete-0123456789';

describe.each(testDrivers)('request ids and metrics on %s', (driver) => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp(driver, { METRICS_TOKEN: metricsToken });
  });
  afterAll(() => ctx.close());

  it('returns a new request id on every answer, and keeps the one a proxy sent', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const passed = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'proxy-42.abc' },
    });
    expect(passed.headers['x-request-id']).toBe('proxy-42.abc');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hides the metrics from a caller without the token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer altro-token-0123456789' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('shows request latency by route pattern and the job queues to the holder of the token', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/profile/skill/category' });
    const metrics = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(
      /happyway_http_request_duration_seconds_count\{method="GET",route="\/api\/profile\/skill\/category",status_code="200"\} 1/,
    );
    expect(metrics.body).toContain('happyway_jobs{queue="mail.send",state="queued"}');
    expect(metrics.body).toContain('happyway_process_cpu_seconds_total');
    if (driver === 'postgres') expect(metrics.body).toMatch(/happyway_db_pool_connections\{state="total"\} \d+/);
  });
});
