import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadsApi } from '../../../domain/api/leads.ts';
import {
  leadIdParamsSchema,
  leadListQuerySchema,
  leadListSchema,
  leadSchema,
  leadStatusChangeSchema,
  localManagerSchema,
  propertyIdParamsSchema,
} from '../../../domain/schemas/landing-contacts.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { changeLeadStatus, listLeads, localManagerOfProperty } from './leads.service.ts';

const tags = ['landing contact'];

/** The Local Managers' leads and back office's view of them (issue 7): list, status, the Local Manager of a home. */
export const leadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, leadsApi.list, {
    schema: { tags, querystring: leadListQuerySchema, response: { 200: leadListSchema } },
    handler: (request) => listLeads(db, callerOf(request), request.query),
  });

  serve(app, leadsApi.changeStatus, {
    schema: { tags, params: leadIdParamsSchema, body: leadStatusChangeSchema, response: { 200: leadSchema } },
    handler: (request) => changeLeadStatus(db, callerOf(request), request.params.id, request.body.status),
  });

  serve(app, leadsApi.localManagerOfProperty, {
    schema: { tags, params: propertyIdParamsSchema, response: { 200: localManagerSchema } },
    handler: (request) => localManagerOfProperty(db, callerOf(request), request.params.propertyId),
  });
};
