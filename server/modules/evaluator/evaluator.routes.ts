import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicApi } from '../../../domain/api/public.ts';
import { wizardAnswersSchema } from '../../../domain/energy/answers-schema.ts';
import { apiErrorSchema } from '../../../domain/schemas/api-error.ts';
import { comuneSchema, comuniQuerySchema, energyEstimateSchema } from '../../../domain/energy/evaluator-schemas.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { estimateHome, findComuni } from './evaluator.service.ts';

const tags = ['evaluator'];
/** The estimate is CPU work for anonymous visitors: 30 a minute per address is plenty for a person. */
const estimateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** The autocomplete asks once per pause in typing. */
const comuniLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** The home wizard's public calls (issue 7): the energy estimate and the comuni autocomplete. */
export const evaluatorRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, publicApi.estimate, {
    config: estimateLimit,
    schema: {
      tags,
      summary: "Stima classe energetica, CO2 e costo annui di un'abitazione dalle risposte del wizard",
      body: wizardAnswersSchema,
      response: { 200: energyEstimateSchema, 400: apiErrorSchema },
    },
    handler: (request) => estimateHome(db, request.body),
  });

  serve(app, publicApi.comuni, {
    config: comuniLimit,
    schema: {
      tags,
      summary: "Comuni dell'elenco ufficiale (DPR 412/1993) il cui nome inizia come la ricerca",
      querystring: comuniQuerySchema,
      response: { 200: z.array(comuneSchema) },
    },
    handler: (request) => findComuni(request.query.q, request.query.limit, request.query.province),
  });
};
