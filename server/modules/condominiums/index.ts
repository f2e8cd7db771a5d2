import { eq } from 'drizzle-orm';
import { SITE_MESSAGES } from '../../../domain/construction-site/catalogue.ts';
import { condominiumsResource } from '../../../domain/resources/condominiums.ts';
import { defineUnit } from '../../crud/unit.ts';
import { condominiums, projects } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { deleteObjectsOfRecord } from '../repository-objects/public.ts';
import { buildingRoutes } from './buildings.routes.ts';
import { condominiumVisibility } from './condominium-access.ts';
import { condominiumFiles } from './condominium-files.ts';
import {
  condominiumCreateValues,
  condominiumUpdateValues,
  decorateCondominiums,
  recordCondominiumCreation,
} from './condominium-writes.ts';
import { ofCondominium } from './site.repository.ts';
import { siteRoutes } from './site.routes.ts';

/**
 * Condominiums (domain/resources/condominiums.ts, issue 20): visible to the people with a role on them or on a project
 * that names them, the network's hub head and back office; the fiscal code is checked as `/property/condominium/
 * checkfiscalcode` does; buildings and stairs, roles, and the construction site with its validation and report are
 * routes of their own.
 */
export const condominiumsUnit = defineUnit({
  declaration: condominiumsResource,
  table: condominiums,
  visibility: condominiumVisibility,
  attachments: { Condominium: condominiumFiles },
  behaviour: {
    prepareCreate: condominiumCreateValues,
    afterCreate: recordCondominiumCreation,
    prepareUpdate: condominiumUpdateValues,
    decorate: decorateCondominiums,
    async beforeDelete({ db, files, afterCommit }, current) {
      const [project] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.condominiumId, current.id))
        .limit(1);
      if (project) throw new HttpError(409, SITE_MESSAGES.namedByProject);
      afterCommit(await deleteObjectsOfRecord(db, files.store, ofCondominium(current.id)));
    },
    async routes(app, services) {
      await app.register(buildingRoutes, services);
      await app.register(siteRoutes, services);
    },
  },
});
