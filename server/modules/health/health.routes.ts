import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['reachable', 'unreachable']) });

/** GET /health: public; 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const reachable = await db.execute(sql`select 1`).then(() => true, () => false);
    return reply.code(reachable ? 200 : 503).send({ status: reachable ? 'ok' : 'degraded', database: reachable ? 'reachable' : 'unreachable' });
  });
};
