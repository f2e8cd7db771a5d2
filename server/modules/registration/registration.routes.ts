import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrationApi } from '../../../domain/api/registration.ts';
import { registrationResultSchema } from '../../../domain/registration/registration-request.ts';
import { createKeycloakAccounts } from '../../auth/keycloak-accounts.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { registerMember } from './registration.service.ts';

const tags = ['registration'];
/**
 * Public and costly (a password hash, one transaction, an e-mail): a few attempts per address and quarter of an hour.
 */
export const REGISTRATION_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

/** POST /profile/profile/register (spec section 7): the registration flows of section 2, before any account exists. */
export const publicRegistrationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: Mailer;
  config: AppConfig;
}> = async (app, { db, mailer, config }) => {
  const accounts = config.issuerAdmin ? createKeycloakAccounts(config.issuerAdmin, app.log) : undefined;
  const deps = {
    mailer,
    publicUrl: config.publicUrl,
    externalIssuer: config.embeddedIssuer ? null : { issuer: config.issuer, accounts },
  };
  serve(app, registrationApi.register, {
    config: { rateLimit: REGISTRATION_RATE_LIMIT },
    schema: { tags, body: z.record(z.string(), z.unknown()), response: { 201: registrationResultSchema } },
    handler: async (request, reply) => reply.code(201).send(await registerMember(db, deps, request.body, new Date())),
  });
};
