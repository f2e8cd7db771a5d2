import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyDataSchema, organizationSchema } from '../../../domain/schemas/company-data.ts';
import { legalContactSchema, legalRepresentativeSchema } from '../../../domain/schemas/legal-representative.ts';
import type { Database } from '../../db/client.ts';
import { callerOf } from '../../plugins/auth.ts';
import { parseOrBadRequest } from '../../plugins/errors.ts';
import { ORGANIZATION_NOT_FOUND } from './organization-access.ts';
import { LEGAL_CONTACT_NOT_FOUND, addLegalContact, changeLegalContact, legalContactsOfOrganization, organizationOf, saveCompanyData } from './organizations.service.ts';

const tags = ['organization'];
const body = z.record(z.string(), z.unknown());
const organizationId = z.uuid({ error: ORGANIZATION_NOT_FOUND });
const idParams = z.object({ id: organizationId });
const contactParams = z.object({ organization_id: organizationId, id: z.uuid({ error: LEGAL_CONTACT_NOT_FOUND }) });

/**
 * The organization calls of spec section 7: company data and legal representatives of the caller's own organization
 * (back office: any). Bodies are checked with the shared schemas, so the messages are the form's own.
 */
export const organizationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/profile/organization/:id', {
    schema: { tags, params: idParams, querystring: z.object({ extend: z.string().optional() }), response: { 200: organizationSchema } },
  }, (request) => organizationOf(db, callerOf(request), request.params.id, request.query.extend !== undefined));

  app.put('/profile/organization/:id', { schema: { tags, params: idParams, body, response: { 200: organizationSchema } } },
    (request) => saveCompanyData(db, callerOf(request), request.params.id, parseOrBadRequest(companyDataSchema, request.body)));

  app.get('/profile/organization/:id/legalcontact', { schema: { tags, params: idParams, response: { 200: z.array(legalContactSchema) } } },
    (request) => legalContactsOfOrganization(db, callerOf(request), request.params.id));

  app.post('/profile/organization/:id/legalcontact', { schema: { tags, params: idParams, body, response: { 201: legalContactSchema } } },
    async (request, reply) => {
      const data = parseOrBadRequest(legalRepresentativeSchema, request.body);
      return reply.code(201).send(await addLegalContact(db, callerOf(request), request.params.id, data));
    });

  app.put('/profile/organization/:organization_id/legalcontact/:id', { schema: { tags, params: contactParams, body, response: { 200: legalContactSchema } } },
    (request) => changeLegalContact(db, callerOf(request), request.params.organization_id, request.params.id,
      parseOrBadRequest(legalRepresentativeSchema, request.body)));
};
