import type { ServerModule } from './crud/module.ts';
import type { FileStore } from './files/file-store.ts';
import type { DatabaseHandle } from './db/client.ts';
import { seedDemoNetwork } from './demo/seed.ts';
import { upsertReferenceData } from './db/reference-data.ts';
import { upsertSkillCatalogue } from './db/skill-catalogue.ts';

/**
 * Migrations, reference data (the platform's, then each module's `prepare`, in registry order), and (outside
 * production) the demo network once. Answers whether the demo seed ran now. `files` is the file store the demo
 * documents go to (none without it).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { demo: boolean; modules: readonly ServerModule[]; files?: FileStore },
): Promise<boolean> {
  await handle.migrate();
  await upsertReferenceData(handle.db);
  await upsertSkillCatalogue(handle.db);
  for (const { prepare } of options.modules) await prepare?.(handle.db);
  return options.demo ? seedDemoNetwork(handle.db, { files: options.files }) : false;
}
