import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IssuerDiscovery } from '../../auth/issuer-discovery.ts';
import type { Database } from '../../db/client.ts';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';

const reachability = z.enum(['reachable', 'unreachable']);
const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: reachability, issuer: reachability });
const stoppingSchema = z.object({ status: z.literal('stopping'), message: z.string() });
const STOPPING_MESSAGE = 'Il servizio si sta arrestando su questo nodo: riprova tra qualche istante.';
const liveSchema = z.object({ status: z.literal('ok') });

/** How long readiness waits for the database before it says unreachable. */
const READINESS_TIMEOUT_MS = 1_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => { timer = setTimeout(() => { resolve(false); }, READINESS_TIMEOUT_MS); });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Public probes. Liveness (`/health/live`): the process answers, whatever the database does (restart it only when
 * this fails). Readiness (`/health/ready`, and `/health` as before): 200 when the database answers within a second and
 * the issuer's keys are known (an external issuer is tried again here, within its backoff), 503 with `Retry-After`
 * when not (take the node out of the load balancer meanwhile: it could verify no token), and 503 `stopping` from the
 * moment the node was told to stop (SIGTERM), while it still serves during the drain.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; issuer: IssuerDiscovery; draining: { active: boolean } }> = async (
  app,
  { db, issuer, draining },
) => {
  const tags = ['health'];
  app.get('/health/live', { schema: { tags, response: { 200: liveSchema } } }, () => ({ status: 'ok' as const }));
  for (const path of ['/health', '/health/ready']) {
    app.get(path, { schema: { tags, response: { 200: healthSchema, 503: z.union([healthSchema, stoppingSchema]) } } }, async (_request, reply) => {
      if (draining.active) return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ status: 'stopping', message: STOPPING_MESSAGE });
      const [database, issuerKeys] = await Promise.all([databaseAnswers(db), issuer.isReachable()]);
      const ready = database && issuerKeys;
      if (!ready) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ok' : 'degraded',
        database: database ? 'reachable' : 'unreachable',
        issuer: issuerKeys ? 'reachable' : 'unreachable',
      });
    });
  }
};
