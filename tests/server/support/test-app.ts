import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type AppConfig } from '../../../server/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client.ts';
import { prepareDatabase } from '../../../server/prepare-database.ts';
import { serverRegistry } from '../../../server/modules/units.ts';
import { createScratchDatabase } from '../../../server/db/scratch-database.ts';

export type TestDriver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDrivers: TestDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Test settings; each call gets its own data directory, so outbox mails and uploaded files never mix between files. */
const testEnvironment = () => ({
  APP_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'happyway-test-')),
});
export const testConfig = (): AppConfig => loadConfig(testEnvironment());

/** Opens the app's database once its settings (and so its data directory) are known. */
type OpenTestDatabase = (config: AppConfig) => Promise<DatabaseHandle>;

async function startTestApp(
  open: OpenTestDatabase,
  environment: Record<string, string>,
  afterClose?: () => Promise<void>,
  clock?: () => Date,
): Promise<TestApp> {
  const config = loadConfig({ ...testEnvironment(), ...environment });
  const database = await open(config);
  await prepareDatabase(database, { demo: true, modules: serverRegistry });
  const app = await buildApp({ config, database, distDir: '/nonexistent', ...(clock && { clock }) });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await afterClose?.();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real app on a PostgreSQL database that already exists (another instance, a proxy in front of it), with extra
 * environment (S3_*...); migrations and seed run as on every start. `afterClose` runs once the app and its pool are
 * closed (dropping a scratch database).
 */
export function createTestAppOn(
  databaseUrl: string,
  environment: Record<string, string> = {},
  afterClose?: () => Promise<void>,
  clock?: () => Date,
): Promise<TestApp> {
  return startTestApp(
    (config) => openDatabase({ databaseUrl, dataDir: null, pool: config.pool }),
    environment,
    afterClose,
    clock,
  );
}

/**
 * The real app (issuer, API, seed) on PGlite or a scratch PostgreSQL database, each a copy of the run's template
 * (database-templates.ts) on which the app's start-up runs again; `clock` replaces the system clock of the rules that
 * measure real time (a lesson's playback).
 */
export async function createTestApp(
  driver: TestDriver = 'pglite',
  environment: Record<string, string> = {},
  clock?: () => Date,
): Promise<TestApp> {
  if (driver === 'postgres') {
    const scratch = await createScratchDatabase(
      process.env.TEST_DATABASE_URL ?? '',
      'happyway_test',
      inject('postgresTemplate') ?? undefined,
    );
    return createTestAppOn(scratch.url, environment, () => scratch.drop(), clock);
  }
  return startTestApp(
    (config) => {
      cpSync(join(inject('pgliteTemplateDir'), 'pglite'), join(config.dataDir, 'pglite'), { recursive: true });
      return openDatabase({ dataDir: config.dataDir });
    },
    environment,
    undefined,
    clock,
  );
}
