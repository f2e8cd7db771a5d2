import type { FastifyInstance } from 'fastify';
import { opportunitiesApi } from '../../../domain/api/opportunities.ts';
import { opportunities } from '../../../domain/resources/opportunities.ts';
import {
  opportunityHistorySchema,
  opportunityStatusBodySchema,
  opportunityStatusParamsSchema,
} from '../../../domain/schemas/opportunities.ts';
import { idParams } from '../../crud/params.ts';
import type { ResourceServices } from '../../crud/module.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { changeOpportunityStatus, opportunityHistory } from './opportunity-status.service.ts';

const tags = [opportunities.name];

/** The transition of an opportunity (domain/opportunities/transitions.ts) and its history. */
export function opportunityStatusRoutes(app: FastifyInstance, { db }: ResourceServices): void {
  serve(app, opportunitiesApi.changeStatus, {
    schema: {
      tags,
      params: opportunityStatusParamsSchema,
      body: opportunityStatusBodySchema.optional(),
      response: { 200: opportunities.record },
    },
    handler: async (request) =>
      opportunities.record.parse(
        await changeOpportunityStatus(
          db,
          callerOf(request),
          request.params.id,
          request.params.status,
          request.body?.note ?? null,
          new Date(),
        ),
      ),
  });

  serve(app, opportunitiesApi.history, {
    schema: { tags, params: idParams, response: { 200: opportunityHistorySchema } },
    handler: async (request) => ({ data: await opportunityHistory(db, callerOf(request), request.params.id) }),
  });
}
