import type { FileStore } from '../files/file-store.ts';
import type { DatabaseHandle } from './client.ts';
import { seedDemoNetwork } from './demo-seed.ts';
import { upsertReferenceData } from './reference-data.ts';
import { upsertSkillCatalogue } from './skill-catalogue.ts';
import { seedIncentiveRules } from '../modules/incentive-rules/incentive-rules.repository.ts';

/**
 * Migrations, reference data, and (outside production) the demo network once. Answers whether the demo seed ran now.
 * `files` is the file store the demo documents go to (none without it).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { demo: boolean; files?: FileStore },
): Promise<boolean> {
  await handle.migrate();
  await upsertReferenceData(handle.db);
  await upsertSkillCatalogue(handle.db);
  await seedIncentiveRules(handle.db);
  return options.demo ? seedDemoNetwork(handle.db, { files: options.files }) : false;
}
