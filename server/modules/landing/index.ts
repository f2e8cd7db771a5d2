import type { ServerModule } from '../../crud/module.ts';
import { publicLandingRoutes } from './landing.routes.ts';
import { leadRoutes } from './leads.routes.ts';

/** The landing page's public calls and the leads they leave, which the signed-in work. */
export const landingModule: ServerModule = { publicRoutes: publicLandingRoutes, routes: leadRoutes };
