import type { ResourceBehaviour } from '../../crud/behaviour.ts';
import { beforeProjectDelete } from './project-documents.service.ts';
import { withLabels } from './project-rows.ts';
import { afterProjectWrite, projectCreateValues, projectUpdateValues } from './project-writes.ts';
import { projectRoutes } from './projects.routes.ts';

/** What projects do beyond their declaration (domain/resources/projects.ts). */
export const projectsBehaviour: ResourceBehaviour = {
  prepareCreate: ({ db, caller }, input) => projectCreateValues(db, caller, input),
  prepareUpdate: ({ db, caller }, current, input) => projectUpdateValues(db, caller, current, input),
  beforeDelete: ({ db, files }, current) => beforeProjectDelete(db, files.store, current),
  afterWrite: ({ db, caller }, row, _input, action, before) => afterProjectWrite(db, caller, row, action, before),
  decorate: ({ db }, rows) => withLabels(db, rows),
  async routes(app, services) {
    await app.register(projectRoutes, services);
  },
};
