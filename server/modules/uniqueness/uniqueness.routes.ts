import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { condominiumsApi } from '../../../domain/api/condominiums.ts';
import { organizationsApi } from '../../../domain/api/organizations.ts';
import { profileApi } from '../../../domain/api/profile.ts';
import {
  excludeQuerySchema,
  uniquenessRequestSchema,
  uniquenessResultSchema,
} from '../../../domain/schemas/uniqueness.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { checkUniqueness } from './uniqueness.service.ts';

const tags = ['validation'];
const response = { 200: uniquenessResultSchema };
/** Public checks (registration runs before an account exists): rate-limited so they cannot be used to list users. */
const publicLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** E-mail, phone and VAT checks of spec sections 5 and 7, open to visitors who are registering. */
export const publicUniquenessRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, profileApi.checkUniqueness, {
    config: publicLimit,
    schema: { tags, body: uniquenessRequestSchema, response },
    handler: (request) => checkUniqueness(db, request.body.type, request.body.value, request.body.excluding),
  });

  serve(app, organizationsApi.checkVat, {
    config: publicLimit,
    schema: { tags, params: z.object({ vat: z.string().max(32) }), querystring: excludeQuerySchema, response },
    handler: (request) => checkUniqueness(db, 'organizationVat', request.params.vat, request.query.exclude),
  });
};

/** Condominium fiscal code checks (spec section 7), for logged-in users. */
export const condominiumUniquenessRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const params = z.object({ cf: z.string().max(32) });
  for (const check of [condominiumsApi.checkFiscalCode, condominiumsApi.checkFiscalCodeHappyway])
    serve(app, check, {
      schema: { tags, params, querystring: excludeQuerySchema, response },
      handler: (request) => checkUniqueness(db, 'condominiumFiscalCode', request.params.cf, request.query.exclude),
    });
};
