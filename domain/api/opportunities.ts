import type { z } from 'zod';
import type { opportunities } from '../resources/opportunities.ts';
import type { opportunityHistorySchema, opportunityStatusBodySchema } from '../schemas/opportunities.ts';
import { endpoint } from './endpoint.ts';

/**
 * The calls of an opportunity beyond the generated CRUD: its workflow (domain/opportunities/transitions.ts) and
 * history.
 */
export const opportunitiesApi = {
  /** Moves an opportunity to a status, with the note the move may need; answers the opportunity as it is now. */
  changeStatus: endpoint<
    z.output<typeof opportunities.record>,
    undefined,
    z.input<typeof opportunityStatusBodySchema>
  >()('PUT', '/happyway/opportunities/:id/status/:status'),
  /** Every status change of an opportunity, oldest first. */
  history: endpoint<z.output<typeof opportunityHistorySchema>>()('GET', '/happyway/opportunities/:id/history'),
};
