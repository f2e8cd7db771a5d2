import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from '../../server/plugins/spa.ts';

/** A build as Vite writes it: index.html, the manifest, and the chunks of the three trees sharing React. */
function writeBuild(dir: string): void {
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><html><head><title>HappyWay</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({
    'index.html': { file: 'assets/index-1.js', dynamicImports: ['src/wizard/wizard-main.tsx', 'src/pages/welcome/welcome-main.tsx', 'src/portal-main.tsx'] },
    'src/wizard/wizard-main.tsx': { file: 'assets/wizard-main-2.js', imports: ['_react-3.js', '_wizard-4.js'] },
    '_wizard-4.js': { file: 'assets/wizard-4.js', imports: ['_react-3.js'] },
    '_react-3.js': { file: 'assets/react-3.js' },
    'src/pages/welcome/welcome-main.tsx': { file: 'assets/welcome-main-5.js', imports: ['_react-3.js'] },
    'src/portal-main.tsx': { file: 'assets/portal-main-6.js', imports: ['_react-3.js'] },
  }));
}

const preloadsOf = (html: string): string[] => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');

describe('the pages of the built SPA', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'happyway-spa-'));
    writeBuild(dist);
    app = Fastify();
    await registerSpa(app, dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("names the chunks of the path's tree for the browser to fetch with the page, each once", async () => {
    const wizard = await app.inject({ method: 'GET', url: '/wizard/rete/DEMO2026' });
    expect(wizard.statusCode).toBe(200);
    expect(wizard.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preloadsOf(wizard.body)).toEqual(['/assets/wizard-main-2.js', '/assets/react-3.js', '/assets/wizard-4.js']);
    expect(wizard.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');

    expect(preloadsOf((await app.inject({ method: 'GET', url: '/welcome?mode=guest' })).body)).toEqual(['/assets/welcome-main-5.js', '/assets/react-3.js']);
    expect(preloadsOf((await app.inject({ method: 'GET', url: '/' })).body)).toEqual(['/assets/welcome-main-5.js', '/assets/react-3.js']);
    expect(preloadsOf((await app.inject({ method: 'GET', url: '/projects/show/1' })).body)).toEqual(['/assets/portal-main-6.js', '/assets/react-3.js']);
  });

  it("gives the wizard's page its brand bar before any script, in Italian, and no other page a shell", async () => {
    const wizard = (await app.inject({ method: 'GET', url: '/wizard' })).body;
    expect(wizard).toContain('<div id="root"><header class="hw-shell"><div><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">');
    expect(wizard).toContain('<a href="/welcome">HappyWay</a><p>Stima energetica gratuita</p></div></header></div>');
    expect(wizard).toMatch(/<style>body\{margin:0;background:#F5F7F4\}.*<\/style><\/head>/);
    for (const url of ['/welcome', '/', '/projects']) {
      const body = (await app.inject({ method: 'GET', url })).body;
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain('hw-shell');
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ statusCode: 404 });
  });
});
