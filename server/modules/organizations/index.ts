import type { ServerModule } from '../../crud/module.ts';
import { organizationFiles } from './organization-files.ts';
import { organizationRoutes } from './organizations.routes.ts';

/** The organisations (firms): their routes and who reads and adds an organisation's files. */
export const organizationsModule: ServerModule = {
  routes: organizationRoutes,
  attachments: { Organization: organizationFiles },
};
