import type { z } from 'zod';
import type { agreementAcceptanceSchema, agreementSchema } from '../schemas/agreements.ts';
import { endpoint } from './endpoint.ts';

type Agreement = z.output<typeof agreementSchema>;

/** The agreements' texts (public) and their acceptance by the caller. */
export const agreementsApi = {
  /** The agreement of a kind in force ('privacy', 'terms', …). */
  current: endpoint<Agreement>()('GET', '/profile/agreement/:kind'),
  /** One agreement by its id. */
  detail: endpoint<Agreement>()('GET', '/profile/agreement/detail/:id'),
  /** The caller accepts an agreement (the body names it again). */
  accept: endpoint<null, undefined, z.input<typeof agreementAcceptanceSchema>>()(
    'POST',
    '/profile/agreement/subscribe/:id',
  ),
};
