import type { ResourceBehaviour } from '../../crud/behaviour.ts';
import { createFileServices } from '../../files/file-services.ts';
import { createFileStore } from '../../files/file-store.ts';
import { beforeProjectDelete } from './project-documents.service.ts';
import { withLabels } from './project-rows.ts';
import { afterProjectWrite, projectCreateValues, projectUpdateValues } from './project-writes.ts';
import { projectRoutes } from './projects.routes.ts';

/** What projects do beyond their declaration (domain/resources/projects.ts). */
export const projectsBehaviour: ResourceBehaviour = {
  prepareCreate: ({ db, caller }, input) => projectCreateValues(db, caller, input),
  prepareUpdate: ({ db, caller }, current, input) => projectUpdateValues(db, caller, current, input),
  beforeDelete: ({ db, config }, current) => beforeProjectDelete(db, createFileStore(config.filesDir), current),
  afterWrite: ({ db, caller }, row, input, action) => afterProjectWrite(db, caller, row, input, action),
  decorate: ({ db }, rows) => withLabels(db, rows),
  async routes(app, services) {
    await app.register(projectRoutes, { ...services, files: await createFileServices(services.db, services.config) });
  },
};
