import type { ServerModule } from '../../crud/module.ts';
import { condominiumUniquenessRoutes, publicUniquenessRoutes } from './uniqueness.routes.ts';

/** The uniqueness checks: the registration forms' public ones and the condominium form's. */
export const uniquenessModule: ServerModule = {
  publicRoutes: publicUniquenessRoutes,
  routes: condominiumUniquenessRoutes,
};
