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
import { callerOf } from '../../plugins/auth.ts';
import { changeLeadStatus, listLeads, localManagerOfProperty } from './leads.service.ts';

const tags = ['landing contact'];

/** The Local Managers' leads and back office's view of them (issue 7): list, status, the Local Manager of a home. */
export const leadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    leadsApi.list.path,
    { schema: { tags, querystring: leadListQuerySchema, response: { 200: leadListSchema } } },
    (request) => listLeads(db, callerOf(request), request.query),
  );

  app.put(
    leadsApi.changeStatus.path,
    {
      schema: { tags, params: leadIdParamsSchema, body: leadStatusChangeSchema, response: { 200: leadSchema } },
    },
    (request) => changeLeadStatus(db, callerOf(request), request.params.id, request.body.status),
  );

  app.get(
    '/profile/organization/localmanager/:propertyId',
    {
      schema: { tags, params: propertyIdParamsSchema, response: { 200: localManagerSchema } },
    },
    (request) => localManagerOfProperty(db, callerOf(request), request.params.propertyId),
  );
};
