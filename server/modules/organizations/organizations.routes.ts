import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationsApi } from '../../../domain/api/organizations.ts';
import {
  companyDataSchema,
  organizationQuerySchema,
  organizationSchema,
} from '../../../domain/schemas/company-data.ts';
import { legalContactSchema, legalRepresentativeSchema } from '../../../domain/schemas/legal-representative.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { parseOrBadRequest } from '../../http/http-error.ts';
import { ORGANIZATION_NOT_FOUND } from './organization-access.ts';
import {
  LEGAL_CONTACT_NOT_FOUND,
  addLegalContact,
  changeLegalContact,
  legalContactsOfOrganization,
  organizationOf,
  saveCompanyData,
} from './organizations.service.ts';

const tags = ['organization'];
const body = z.record(z.string(), z.unknown());
const organizationId = z.uuid({ error: ORGANIZATION_NOT_FOUND });
const idParams = z.object({ id: organizationId });
const contactParams = z.object({ organizationId, id: z.uuid({ error: LEGAL_CONTACT_NOT_FOUND }) });

/**
 * The organization calls of spec section 7: company data and legal representatives of the caller's own organization
 * (back office: any). Bodies are checked with the shared schemas, so the messages are the form's own.
 */
export const organizationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, organizationsApi.detail, {
    schema: { tags, params: idParams, querystring: organizationQuerySchema, response: { 200: organizationSchema } },
    handler: (request) => organizationOf(db, callerOf(request), request.params.id, request.query.extend !== undefined),
  });

  serve(app, organizationsApi.update, {
    schema: { tags, params: idParams, body, response: { 200: organizationSchema } },
    handler: (request) =>
      saveCompanyData(db, callerOf(request), request.params.id, parseOrBadRequest(companyDataSchema, request.body)),
  });

  serve(app, organizationsApi.legalContacts, {
    schema: { tags, params: idParams, response: { 200: z.array(legalContactSchema) } },
    handler: (request) => legalContactsOfOrganization(db, callerOf(request), request.params.id),
  });

  serve(app, organizationsApi.addLegalContact, {
    schema: { tags, params: idParams, body, response: { 201: legalContactSchema } },
    handler: async (request, reply) => {
      const data = parseOrBadRequest(legalRepresentativeSchema, request.body);
      return reply.code(201).send(await addLegalContact(db, callerOf(request), request.params.id, data));
    },
  });

  serve(app, organizationsApi.updateLegalContact, {
    schema: { tags, params: contactParams, body, response: { 200: legalContactSchema } },
    handler: (request) =>
      changeLegalContact(
        db,
        callerOf(request),
        request.params.organizationId,
        request.params.id,
        parseOrBadRequest(legalRepresentativeSchema, request.body),
      ),
  });
};
