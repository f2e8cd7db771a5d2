import type { DatabaseHandle } from './client.ts';
import { seedDemoNetwork } from './demo-seed.ts';
import { upsertReferenceData } from './reference-data.ts';

/** Migrations, reference data, and (outside production) the demo network once. Answers whether the demo seed ran now. */
export async function prepareDatabase(handle: DatabaseHandle, options: { demo: boolean }): Promise<boolean> {
  await handle.migrate();
  await upsertReferenceData(handle.db);
  return options.demo ? seedDemoNetwork(handle.db) : false;
}
