import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { homeTextsGroup } from './build/home-texts-chunk.ts';
import { precompress } from './build/precompress.ts';
import { preloadLists, withoutLoadedChunks } from './build/preload-lists.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { refineMuiSetup } from './build/refine-mui-setup.ts';
import { textNamespaces } from './build/text-namespaces.ts';

const apiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), refineMuiSetup(), textNamespaces(), preloadLists(), prerenderPages(), precompress()],
  // The manifest tells the server which chunks each page tree needs (server/plugins/spa-preloads.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // The entry loads a tree's main chunk, which (with src/mount.tsx) loads the tree's next stages: the server already
    // preloads all their chunks with the page (server/plugins/spa-preloads.ts), so Vite's own lists of them would only
    // weigh on the first chunks. Its polyfill of modulepreload is left out too: a browser without it (Safari before 17)
    // loads the same modules as they are imported. Elsewhere a list leaves out the chunks its importer has already
    // loaded (build/preload-lists.ts).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) =>
        /^assets\/((portal|wizard|welcome)-main|mount|index)-/.test(hostId) ? [] : withoutLoadedChunks(hostId, deps),
    },
    // refine's core imports papaparse for its CSV import and export hooks, which the portal does not use (its CSV comes
    // from the server), and @refinedev/mui's MarkdownField imports react-markdown (its own copy) and remark-gfm, which
    // the portal does not use either (lessons draw Markdown with our react-markdown): declared free of side effects,
    // the unused parsers leave the bundle. dayjs itself and its plugins only export (its locales register themselves
    // and keep their side effects): @refinedev/mui imports dayjs and localizedFormat for its DateField, which the lists
    // do not draw, so with its load-time setup left out (build/refine-mui-setup.ts) a list no longer loads dayjs.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/\/node_modules\/(papaparse\/|@refinedev\/mui\/node_modules\/|remark-gfm\/|dayjs\/(dayjs\.min\.js$|plugin\/))/.test(
            id,
          ),
      },
      // The portal's first-load Italian files as one chunk rather than sixteen (build/home-texts-chunk.ts).
      output: { codeSplitting: { groups: [homeTextsGroup] } },
    },
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/auth': apiTarget, '/silent-check-sso.html': apiTarget },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // vitest's default is one worker less than the cores, a single one on a two-core machine; the API tests mostly wait
    // on PostgreSQL, so two workers keep both cores busy.
    maxWorkers: 2,
    server: { deps: { inline: [/@refinedev\//, /@mui\//, /react-router/] } },
    projects: [
      // Pure rules and API tests share their modules within a worker (no state lives in a module of theirs); web tests
      // keep a fresh module graph per file, as each draws its own screens.
      { extends: true, test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], isolate: false } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // Files that need a real PostgreSQL server (outage, several instances) run only where there is one.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/server/**/*.postgres.test.ts'],
          globalSetup: ['tests/server/support/database-templates.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx', 'tests/web/**/*.test.ts'],
          setupFiles: [
            'tests/web/support/dom-matchers.ts',
            'tests/web/support/portal-texts.ts',
            'tests/web/support/resize-observer.ts',
          ],
        },
      },
    ],
  },
});
