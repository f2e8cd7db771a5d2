import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionApi } from '../../domain/api/session.ts';
import { endTokenSession } from '../auth/session-revocation.ts';
import type { TokenVerifier } from '../auth/token-verifier.ts';
import type { Database } from '../db/client.ts';
import { serve } from '../http/serve.ts';
import { bearerTokenOf, type Caller } from '../plugins/auth.ts';
import type { CallerCache } from '../plugins/caller-cache.ts';

/**
 * POST /session/logout: the SPA calls it with its access token just before it logs out at the issuer, so the token
 * (and, where the issuer names it, every token of its session) is refused from then on instead of living out its
 * minutes. Open to any valid token, also one whose account is not enabled; an invalid one changes nothing. Always 204.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  verifier: TokenVerifier;
  callers: CallerCache<Caller>;
}> = async (app, { db, verifier, callers }) => {
  serve(app, sessionApi.logout, {
    schema: { tags: ['session'], response: { 204: z.null() } },
    handler: async (request, reply) => {
      const bearer = bearerTokenOf(request);
      const token = bearer ? await verifier.verify(bearer).catch(() => null) : null;
      if (token) {
        await endTokenSession(db, token);
        callers.forget(token.subject);
      }
      return reply.code(204).send(null);
    },
  });
};
