import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agreementsApi } from '../../../domain/api/agreements.ts';
import { agreementAcceptanceSchema, agreementSchema } from '../../../domain/schemas/agreements.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { acceptAgreement, agreementById, currentAgreement } from './agreements.service.ts';

const tags = ['agreements'];
const kindParams = z.object({ kind: z.string().regex(/^[a-z-]{1,40}$/, { error: 'Tipo di accordo non valido' }) });

/** Agreement texts are public: /privacy-terms and /agreement/:id are public pages (spec section 2). */
export const publicAgreementRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, agreementsApi.current, {
    schema: { tags, params: kindParams, response: { 200: agreementSchema } },
    handler: (request) => currentAgreement(db, request.params.kind),
  });
  serve(app, agreementsApi.detail, {
    schema: {
      tags,
      params: z.object({ id: z.uuid({ error: 'Accordo non valido' }) }),
      response: { 200: agreementSchema },
    },
    handler: (request) => agreementById(db, request.params.id),
  });
};

/** POST /profile/agreement/subscribe/{id} with { agreementId }: the caller accepts an agreement. */
export const agreementAcceptanceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, agreementsApi.accept, {
    schema: {
      tags,
      params: z.object({ id: z.uuid({ error: 'Accordo non valido' }) }),
      body: agreementAcceptanceSchema,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      if (request.params.id !== request.body.agreementId)
        throw new HttpError(400, 'Dati non validi', [{ path: 'agreementId', message: 'Accordo non valido' }]);
      await acceptAgreement(db, callerOf(request).profileId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
