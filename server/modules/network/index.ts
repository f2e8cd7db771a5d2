import type { ServerModule } from '../../crud/module.ts';
import { networkRoutes, publicNetworkRoutes } from './network.routes.ts';

/** A network's page (/network): its public lookups and its members' management. */
export const networkModule: ServerModule = { publicRoutes: publicNetworkRoutes, routes: networkRoutes };
