import type { ServerModule } from '../../crud/module.ts';
import { publicRegistrationRoutes } from './registration.routes.ts';

/** The registration flows, public. */
export const registrationModule: ServerModule = { publicRoutes: publicRegistrationRoutes };
