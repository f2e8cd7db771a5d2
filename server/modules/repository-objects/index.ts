import type { ServerModule } from '../../crud/module.ts';
import { abandonedUploadSweep } from './abandoned-uploads.ts';
import { fileContentRoutes } from './file-content.routes.ts';
import { orphanedFileSweep } from './orphaned-files.ts';
import { repositoryObjectRoutes } from './repository-objects.routes.ts';

/**
 * The files of every entity (spec section 7), by the attachment rules of the modules that own the entities: the signed
 * content URLs anyone may follow, the calls of the signed-in, and the sweeps of abandoned uploads and orphaned files.
 */
export const repositoryObjectsModule: ServerModule = {
  publicRoutes: fileContentRoutes,
  routes: repositoryObjectRoutes,
  jobs: ({ db, files, attachments }) => [
    abandonedUploadSweep(db, files, attachments),
    orphanedFileSweep(db, files, attachments),
  ],
};
