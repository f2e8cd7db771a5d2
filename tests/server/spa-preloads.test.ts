import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from '../../server/plugins/spa.ts';

/**
 * A build as Vite writes it: index.html, the manifest, and the chunks of the three trees sharing React, the wizard's
 * own modules its second stage (src/mount.tsx); with `drawn`, the pages the build drew too.
 */
function writeBuild(dir: string, drawn = false): void {
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!DOCTYPE html><html><head><title>HappyWay</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        dynamicImports: ['src/wizard/wizard-main.tsx', 'src/pages/welcome/welcome-main.tsx', 'src/portal-main.tsx'],
      },
      'src/wizard/wizard-main.tsx': {
        file: 'assets/wizard-main-2.js',
        imports: ['_react-3.js'],
        dynamicImports: ['src/wizard/wizard-app.tsx'],
      },
      'src/wizard/wizard-app.tsx': { file: 'assets/wizard-app-7.js', imports: ['_react-3.js', '_wizard-4.js'] },
      '_wizard-4.js': { file: 'assets/wizard-4.js', imports: ['_react-3.js'] },
      '_react-3.js': { file: 'assets/react-3.js' },
      'src/pages/welcome/welcome-main.tsx': { file: 'assets/welcome-main-5.js', imports: ['_react-3.js'] },
      'src/portal-main.tsx': { file: 'assets/portal-main-6.js', imports: ['_react-3.js'] },
    }),
  );
  if (!drawn) return;
  mkdirSync(join(dir, '.vite', 'prerendered'));
  writeFileSync(
    join(dir, '.vite', 'prerendered', 'welcome.json'),
    JSON.stringify({
      style: '.css-w{color:red}',
      styleNames: ['w'],
      markup: '<main><h1>Benvenuto in HappyWay</h1></main>',
    }),
  );
  writeFileSync(
    join(dir, '.vite', 'prerendered', 'wizard.json'),
    JSON.stringify({
      style: '.css-z{color:blue}',
      styleNames: ['z'],
      markup: '<header>HappyWay</header><main><h1>Che tipo di immobile è?</h1></main>',
    }),
  );
}

/** The SPA served over a fresh build (see writeBuild) for the tests of one block, removed after them. */
function servedBuild(drawn: boolean): FastifyInstance {
  const app = Fastify();
  let dist = '';
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'happyway-spa-'));
    writeBuild(dist, drawn);
    await registerSpa(app, dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
  return app;
}

const preloadsOf = (html: string): string[] =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');
/** The chunks a page sent drawn lists for its entry script to preload once it has painted, with their tree. */
const deferredChunksOf = (html: string): { tree: string; files: string[] } | null => {
  const meta = /<meta name="happyway-tree-chunks" data-tree="([a-z]+)" content="([^"]*)">/.exec(html);
  return meta ? { tree: meta[1] ?? '', files: (meta[2] ?? '').split(' ') } : null;
};

describe('the pages of the built SPA', () => {
  const app = servedBuild(false);

  it("names the chunks of the path's tree for the browser to fetch with the page, each once", async () => {
    const wizard = await app.inject({ method: 'GET', url: '/wizard/rete/DEMO2026' });
    expect(wizard.statusCode).toBe(200);
    expect(wizard.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preloadsOf(wizard.body)).toEqual([
      '/assets/wizard-main-2.js',
      '/assets/react-3.js',
      '/assets/wizard-app-7.js',
      '/assets/wizard-4.js',
    ]);
    expect(wizard.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');

    expect(preloadsOf((await app.inject({ method: 'GET', url: '/welcome?mode=guest' })).body)).toEqual([
      '/assets/welcome-main-5.js',
      '/assets/react-3.js',
    ]);
    expect(preloadsOf((await app.inject({ method: 'GET', url: '/' })).body)).toEqual([
      '/assets/welcome-main-5.js',
      '/assets/react-3.js',
    ]);
    expect(preloadsOf((await app.inject({ method: 'GET', url: '/projects/show/1' })).body)).toEqual([
      '/assets/portal-main-6.js',
      '/assets/react-3.js',
    ]);
  });

  it("gives the wizard's page its brand bar before any script, in Italian, and no other page a shell", async () => {
    const wizard = (await app.inject({ method: 'GET', url: '/wizard' })).body;
    expect(wizard).toContain(
      '<div id="root"><header class="hw-shell"><div><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">',
    );
    expect(wizard).toContain('<a href="/welcome">HappyWay</a><p>Stima energetica gratuita</p></div></header></div>');
    expect(wizard).toMatch(/<style>body\{margin:0;background:#F5F7F4\}.*<\/style><\/head>/);
    for (const url of ['/welcome', '/', '/projects']) {
      const body = (await app.inject({ method: 'GET', url })).body;
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain('hw-shell');
    }
  });

  it('sends each page compressed as the browser accepts it, and plain to one that accepts no encoding', async () => {
    const plain = (await app.inject({ method: 'GET', url: '/projects' })).body;
    const brotli = await app.inject({
      method: 'GET',
      url: '/projects',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await app.inject({ method: 'GET', url: '/projects', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(
      (await app.inject({ method: 'GET', url: '/projects', headers: { 'accept-encoding': 'identity' } })).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('the pages the build drew', () => {
  const app = servedBuild(true);

  it('sends the welcome page drawn, hidden before the first paint in a browser that was signed in', async () => {
    for (const url of ['/welcome', '/']) {
      const body = (await app.inject({ method: 'GET', url })).body;
      expect(body).toContain(
        '<div id="root"><div class="hw-prerendered"><main><h1>Benvenuto in HappyWay</h1></main></div></div>',
      );
      expect(body).toContain(
        '<style data-emotion="css w">.css-w{color:red}</style>' +
          '<style>.hw-prerendered{display:contents}html[data-signed-in] .hw-prerendered{visibility:hidden}</style>',
      );
      expect(body).toContain(
        `<script>try{if(localStorage.getItem("happyway.signedIn")==='1')throw 0}catch(e){document.documentElement.dataset.signedIn=''}</script></head>`,
      );
    }
  });

  it("sends /wizard with its first step drawn, hidden in a tab that resumes its own step, and the wizard's other pages with the brand bar", async () => {
    const start = (await app.inject({ method: 'GET', url: '/wizard' })).body;
    expect(start).toContain(
      '<div id="root"><div class="hw-prerendered"><header>HappyWay</header><main><h1>Che tipo di immobile è?</h1></main></div></div>',
    );
    expect(start).toContain('<style data-emotion="css z">.css-z{color:blue}</style>');
    expect(start).toContain('html[data-wizard-resumed] .hw-prerendered main{visibility:hidden}');
    expect(start).toContain(`sessionStorage.getItem("happyway.wizard.v1")!==null`);
    // Drawn, the page paints before its script: its chunks are listed for after the paint, none preloaded with it.
    expect(deferredChunksOf(start)).toEqual({
      tree: 'wizard',
      files: ['/assets/wizard-main-2.js', '/assets/react-3.js', '/assets/wizard-app-7.js', '/assets/wizard-4.js'],
    });
    expect(preloadsOf(start)).toEqual([]);
    const welcome = (await app.inject({ method: 'GET', url: '/welcome' })).body;
    expect(deferredChunksOf(welcome)).toEqual({
      tree: 'welcome',
      files: ['/assets/welcome-main-5.js', '/assets/react-3.js'],
    });
    expect(preloadsOf(welcome)).toEqual([]);
    for (const url of ['/wizard/rete/DEMO2026', '/wizard/risultato/abc']) {
      const body = (await app.inject({ method: 'GET', url })).body;
      expect(body).toContain('<div id="root"><header class="hw-shell">');
      expect(body).not.toContain('hw-prerendered');
      expect(deferredChunksOf(body)).toBeNull();
    }
    expect((await app.inject({ method: 'GET', url: '/projects' })).body).toContain('<div id="root"></div>');
  });
});
