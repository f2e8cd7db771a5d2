import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client.ts';
import { prepareDatabase } from '../../../server/prepare-database.ts';
import { serverRegistry } from '../../../server/modules/units.ts';
import { createScratchDatabase } from '../../../server/db/scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory holding a PGlite database with the migrations, reference data and demo seed applied. */
    pgliteTemplateDir: string;
    /** The name of a PostgreSQL database prepared the same way, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

/**
 * Global setup of the API tests: runs the migrations and the seed once per run on each driver, from an empty database
 * as a first start does; every test app then starts from a copy and runs its own start-up on it (migrations and seed
 * find nothing left to do), instead of creating a database cluster and migrating it again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgliteTemplateDir = mkdtempSync(join(tmpdir(), 'happyway-template-'));
  const pglite = await openDatabase({ dataDir: pgliteTemplateDir });
  await prepareDatabase(pglite, { demo: true, modules: serverRegistry });
  await pglite.close();
  project.provide('pgliteTemplateDir', pgliteTemplateDir);

  const baseUrl = process.env.TEST_DATABASE_URL;
  const postgres = baseUrl ? await createScratchDatabase(baseUrl, 'happyway_template') : null;
  if (postgres) {
    const handle = await openDatabase({ databaseUrl: postgres.url, dataDir: null });
    await prepareDatabase(handle, { demo: true, modules: serverRegistry });
    await handle.close();
  }
  project.provide('postgresTemplate', postgres?.name ?? null);

  return async () => {
    rmSync(pgliteTemplateDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
