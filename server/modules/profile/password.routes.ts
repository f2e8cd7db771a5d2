import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileApi } from '../../../domain/api/profile.ts';
import { passwordUpdateSchema } from '../../../domain/schemas/password-change.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError, parseOrBadRequest } from '../../http/http-error.ts';
import { EXTERNAL_ISSUER_PASSWORD, changePassword } from './password.service.ts';

const tags = ['profile'];

/** Ten attempts per quarter of an hour for each user: guessing the current password through the API is slow. */
const passwordLimit = {
  rateLimit: {
    max: 10,
    timeWindow: '15 minutes',
    keyGenerator: (request: { caller: { profileId: string } | null; ip: string }) =>
      request.caller?.profileId ?? request.ip,
  },
};

/** The password change of spec section 7 (PUT password with `{ temporary: false, type: 'password', value }`). */
export const passwordRoutes: FastifyPluginAsyncZod<{ db: Database; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  serve(app, profileApi.changePassword, {
    config: passwordLimit,
    schema: { tags, body: z.record(z.string(), z.unknown()) },
    handler: async (request, reply) => {
      if (!config.embeddedIssuer) throw new HttpError(409, EXTERNAL_ISSUER_PASSWORD);
      await changePassword(db, callerOf(request), parseOrBadRequest(passwordUpdateSchema, request.body));
      return reply.code(204).send();
    },
  });
};
