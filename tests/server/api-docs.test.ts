import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('API documentation', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves the OpenAPI document at /api/openapi.json without the issuer routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; servers: { url: string }[]; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.0.3');
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/profile/init', '/happyway/repository-objects', '/health/ready', '/health/live']),
    );
    expect(
      Object.keys(document.paths).filter(
        (path) => path.startsWith('/auth') || path === '/metrics' || path === '/openapi.json',
      ),
    ).toEqual([]);
  });

  it('shows a browser a page listing the operations by tag, and still answers JSON to other clients at /api/docs', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>HappyWay API 0.1.0</h1>');
    expect(page.body).toContain('<a href="/api/openapi.json">');
    expect(page.body).toContain('<tr><td><code>GET</code></td><td><code>/api/profile/init</code></td>');
    expect(page.body).not.toContain('/auth/interaction');
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(json.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty('/profile/init');
  });
});
