import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trainingsApi } from '../../../domain/api/trainings.ts';
import { normaliseCertificateCode } from '../../../domain/training/certificate-code.ts';
import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import { certificateVerificationSchema } from '../../../domain/training/schemas.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { serve } from '../../http/serve.ts';
import { verificationOf } from './certificates.repository.ts';

/** Public: a few checks per address and minute, so that codes cannot be tried in bulk. */
export const CERTIFICATE_CHECK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * The public check behind `/verifica-attestato/<code>`: who completed which module and when, for a code printed on a
 * certificate (still answered after the module was deleted). Any other code is a 404.
 */
export const certificateVerificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, trainingsApi.verifyCertificate, {
    config: { rateLimit: CERTIFICATE_CHECK_RATE_LIMIT },
    schema: {
      tags: ['trainings'],
      params: z.object({ code: z.string().max(64) }),
      response: { 200: certificateVerificationSchema },
    },
    handler: async (request) => {
      const code = normaliseCertificateCode(request.params.code);
      const verification = code === null ? undefined : await verificationOf(db, code);
      if (!verification) throw new HttpError(404, TRAINING_MESSAGES.certificateNotFound);
      return verification;
    },
  });
};
