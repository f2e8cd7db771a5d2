import { z } from 'zod';
import { opportunityStatuses } from '../opportunities/statuses.ts';
import { NOTE_MAX_LENGTH } from '../opportunities/transitions.ts';
import { ID_INVALID } from '../rules/messages.ts';
import { textOf } from '../rules/text.ts';

/** PUT /happyway/opportunities/{id}/status/{status}: the opportunity and the status it moves to. */
export const opportunityStatusParamsSchema = z.object({
  id: z.uuid({ error: ID_INVALID }),
  status: z.enum(opportunityStatuses, { error: 'Stato non valido' }),
});

/** The note of a transition (required when back office sends an opportunity back to draft). */
export const opportunityStatusBodySchema = z.object({
  note: textOf('Nota', NOTE_MAX_LENGTH, { error: 'Nota non valida' }).nullable().default(null),
});

/** One entry of GET /happyway/opportunities/{id}/history: the first has no `fromStatus` (the creation). */
export const opportunityStatusChangeSchema = z.object({
  id: z.uuid(),
  fromStatus: z.enum(opportunityStatuses).nullable(),
  toStatus: z.enum(opportunityStatuses),
  note: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});

export const opportunityHistorySchema = z.object({ data: z.array(opportunityStatusChangeSchema) });

export type OpportunityStatusChange = z.infer<typeof opportunityStatusChangeSchema>;
