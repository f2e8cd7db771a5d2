import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type AppConfig } from '../../../server/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
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
const testEnvironment = () =>
  ({ APP_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: mkdtempSync(join(tmpdir(), 'happyway-test-')) });
export const testConfig = (): AppConfig => loadConfig(testEnvironment());

/**
 * The real app on a PostgreSQL database that already exists (another instance, a proxy in front of it), or on an
 * in-memory PGlite without a URL, with extra environment (S3_*...); migrations and seed run as on every start.
 * `afterClose` runs once the app and its pool are closed (dropping a scratch database).
 */
export async function createTestAppOn(databaseUrl: string | undefined, environment: Record<string, string> = {}, afterClose?: () => Promise<void>,
  clock?: () => Date): Promise<TestApp> {
  const config = loadConfig({ ...testEnvironment(), ...environment });
  const database = await openDatabase({ databaseUrl, dataDir: null, pool: config.pool });
  await prepareDatabase(database, { demo: true });
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
 * The real app (issuer, API, seed) on an in-memory PGlite or a scratch PostgreSQL database; `clock` replaces the system
 * clock of the rules that measure real time (a lesson's playback).
 */
export async function createTestApp(driver: TestDriver = 'pglite', environment: Record<string, string> = {}, clock?: () => Date): Promise<TestApp> {
  const scratch = driver === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'happyway_test') : null;
  return createTestAppOn(scratch?.url, environment, scratch ? () => scratch.drop() : undefined, clock);
}
