import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), precompress()],
  // The manifest tells the server which chunks each page tree needs (server/plugins/spa-preloads.ts).
  build: {
    outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500, manifest: true,
    // refine's core imports papaparse for its CSV import and export hooks, which the portal does not use (its CSV comes
    // from the server): declared free of side effects, the unused parser leaves the first load.
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !id.includes('/node_modules/papaparse/') } },
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/auth': apiTarget, '/silent-check-sso.html': apiTarget },
  },
  test: {
    include: ['tests/domain/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/web/**/*.test.tsx', 'tests/web/**/*.test.ts'],
    // Files that need a real PostgreSQL server (outage, several instances) run only where there is one.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/server/**/*.postgres.test.ts'],
    environment: 'node',
    setupFiles: ['tests/web/support/portal-texts.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: [/@refinedev\//, /@mui\//, /react-router/] } },
  },
});
