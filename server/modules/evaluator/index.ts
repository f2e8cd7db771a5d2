import type { ServerModule } from '../../crud/module.ts';
import { evaluatorRoutes } from './evaluator.routes.ts';

/** The public incentive evaluator. */
export const evaluatorModule: ServerModule = { publicRoutes: evaluatorRoutes };
