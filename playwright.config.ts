import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
const baseURL = `http://localhost:${String(port)}`;

/** End to end against the production build served by the real server, in Debian's Chromium (no browser download). */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'it-IT',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every spec logs in through the real form from one address; the per-address limit has its own API test.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
  },
});
