import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicApi } from '../../../domain/api/public.ts';
import { landingContactInputSchema, landingNetworkSchema } from '../../../domain/schemas/landing-contacts.ts';
import { apiErrorSchema } from '../../../domain/schemas/api-error.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  coverageQuerySchema,
  coverageSchema,
  landingContactCreatedSchema,
  landingResultSchema,
  networkCodeParamsSchema,
  tokenParamsSchema,
} from '../../../domain/schemas/landing-answers.ts';
import { landingCoverage, landingNetwork, landingResultByToken, submitLandingContact } from './landing.service.ts';

const tags = ['landing contact'];
/** Each handoff sends two e-mails: a person leaves their contact once or twice, not ten times a minute. */
const submitLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** Lookups by token or code: enough for a person reloading, too few to guess codes or tokens. */
const lookupLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The home-owner's public calls at the end of the wizard (issue 7; spec section 7, landing contact). */
export const publicLandingRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer; config: AppConfig }> = async (
  app,
  { db, mailer, config },
) => {
  serve(app, publicApi.submitContact, {
    config: submitLimit,
    schema: {
      tags,
      summary:
        'Il proprietario lascia i suoi recapiti: la stima è ricalcolata, la casa e il contatto salvati, il Local Manager avvisato',
      body: landingContactInputSchema,
      response: { 201: landingContactCreatedSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const created = await submitLandingContact(
        { db, mailer, publicUrl: config.publicUrl, log: request.log },
        request.body,
        new Date(),
      );
      return reply.code(201).send(created);
    },
  });

  serve(app, publicApi.savedResult, {
    config: lookupLimit,
    schema: {
      tags,
      summary: 'La stima salvata dietro il link inviato al proprietario',
      params: tokenParamsSchema,
      response: { 200: landingResultSchema, 404: apiErrorSchema },
    },
    handler: (request) => landingResultByToken(db, request.params.token),
  });

  serve(app, publicApi.coverage, {
    config: lookupLimit,
    schema: {
      tags,
      summary:
        'Se un Local Manager riceverebbe il contatto di una casa di questa provincia: il modulo promette una chiamata solo allora',
      querystring: coverageQuerySchema,
      response: { 200: coverageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: (request) => landingCoverage(db, request.query.province, request.query.networkCode ?? null),
  });

  serve(app, publicApi.landingNetwork, {
    config: lookupLimit,
    schema: {
      tags,
      summary: 'La rete di un link di atterraggio',
      params: networkCodeParamsSchema,
      response: { 200: landingNetworkSchema, 404: apiErrorSchema },
    },
    handler: (request) => landingNetwork(db, request.params.code),
  });
};
