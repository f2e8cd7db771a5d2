import type { ServerModule } from '../../crud/module.ts';
import { savedViewRoutes } from './saved-views.routes.ts';

/** The lists' saved views of each signed-in caller. */
export const savedViewsModule: ServerModule = { routes: savedViewRoutes };
