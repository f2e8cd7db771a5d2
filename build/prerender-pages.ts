import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

/** Where a build keeps its prerendered pages, beside Vite's manifest: `<outDir>/.vite/prerendered/<tree>.json`. */
export const prerenderedDirOf = (outDir: string): string => join(outDir, '.vite', 'prerendered');

/**
 * A prerendered page (src/prerender.tsx): the styles of its first draw, the names emotion gave them (so the browser's
 * emotion cache adopts them instead of writing them again) and its markup.
 */
export interface PrerenderedPage {
  style: string;
  styleNames: string[];
  markup: string;
}

export const isPrerenderedPage = (value: unknown): value is PrerenderedPage =>
  typeof value === 'object' &&
  value !== null &&
  'style' in value &&
  typeof value.style === 'string' &&
  'styleNames' in value &&
  Array.isArray(value.styleNames) &&
  value.styleNames.every((name) => typeof name === 'string') &&
  'markup' in value &&
  typeof value.markup === 'string';

/** src/prerender.tsx's `prerenderedPages`, whose answer is checked page by page. */
type DrawPages = () => unknown;
const isDrawPages = (value: unknown): value is DrawPages => typeof value === 'function';

/**
 * Once the SPA is built, draws src/prerender.tsx's pages through Vite's server-side module loader and writes each as
 * `{ style, markup }` for the server (server/plugins/spa-shells.ts), which sends them with the page.
 */
export function prerenderPages(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'happyway-prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        ssr: { noExternal: [/@mui\//] },
      });
      try {
        const module = await server.ssrLoadModule('/src/prerender.tsx');
        const draw: unknown = module.prerenderedPages;
        if (!isDrawPages(draw)) throw new Error('src/prerender.tsx exports no prerenderedPages()');
        const pages: unknown = draw();
        if (typeof pages !== 'object' || pages === null) throw new Error('prerenderedPages() gave no pages');
        const dir = prerenderedDirOf(outDir);
        mkdirSync(dir, { recursive: true });
        for (const [tree, page] of Object.entries(pages)) {
          if (!isPrerenderedPage(page))
            throw new Error(`prerenderedPages() gave no style, style names and markup for ${tree}`);
          writeFileSync(join(dir, `${tree}.json`), JSON.stringify(page));
        }
      } finally {
        await server.close();
      }
    },
  };
}
