import type { ServerModule } from '../../crud/module.ts';
import { agreementAcceptanceRoutes, publicAgreementRoutes } from './agreements.routes.ts';

/** The agreements: their public texts and the signed-in caller's acceptance. */
export const agreementsModule: ServerModule = {
  publicRoutes: publicAgreementRoutes,
  routes: agreementAcceptanceRoutes,
};
