import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IssuerDiscovery } from '../auth/issuer-discovery.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { databaseFailureOf } from '../db/unavailable.ts';
import { RETRY_AFTER_SECONDS } from '../http/http-error.ts';

const reachability = z.enum(['reachable', 'unreachable']);
/** `saturated`: the database answers, but every pool connection of this node is busy (load, not an outage). */
const databaseState = z.enum(['reachable', 'saturated', 'unreachable']);
const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: databaseState, issuer: reachability });
const stoppingSchema = z.object({ status: z.literal('stopping'), message: z.string() });
const STOPPING_MESSAGE = 'Il servizio si sta arrestando su questo nodo: riprova tra qualche istante.';
const liveSchema = z.object({ status: z.literal('ok') });
type DatabaseState = z.infer<typeof databaseState>;

/** How long readiness waits for the database before it says unreachable. */
const READINESS_TIMEOUT_MS = 1_000;

/** Every connection of the pool is taken and requests wait for one: the database served them all, it is busy. */
const poolIsFull = (database: DatabaseHandle): boolean =>
  database.client.kind === 'postgres' &&
  database.client.pool.totalCount > 0 &&
  database.client.pool.idleCount === 0 &&
  database.client.pool.waitingCount > 0;

async function databaseStateOf(database: DatabaseHandle): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseState>((resolve) => {
    timer = setTimeout(() => {
      resolve(poolIsFull(database) ? 'saturated' : 'unreachable');
    }, READINESS_TIMEOUT_MS);
  });
  const probe = database.db.execute(sql`select 1`).then(
    (): DatabaseState => 'reachable',
    (error: unknown): DatabaseState => (databaseFailureOf(error) === 'saturated' ? 'saturated' : 'unreachable'),
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Public probes. Liveness (`/health/live`): the process answers, whatever the database does (restart it only when
 * this fails). Readiness (`/health/ready`, and `/health` as before): 200 when the database answers within a second, or
 * is only saturated (every pool connection busy: taking the node out would push its load onto the others), and the
 * issuer's keys are known (an external issuer is tried again here, within its backoff); 503 with `Retry-After` when
 * not (take the node out of the load balancer meanwhile: it could verify no token), and 503 `stopping` from the
 * moment the node was told to stop (SIGTERM), while it still serves during the drain.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  issuer: IssuerDiscovery;
  draining: { active: boolean };
}> = async (app, { database: handle, issuer, draining }) => {
  const tags = ['health'];
  app.get('/health/live', { schema: { tags, response: { 200: liveSchema } } }, () => ({ status: 'ok' as const }));
  for (const path of ['/health', '/health/ready']) {
    app.get(
      path,
      { schema: { tags, response: { 200: healthSchema, 503: z.union([healthSchema, stoppingSchema]) } } },
      async (_request, reply) => {
        if (draining.active)
          return reply
            .code(503)
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .send({ status: 'stopping', message: STOPPING_MESSAGE });
        const [database, issuerKeys] = await Promise.all([databaseStateOf(handle), issuer.isReachable()]);
        const ready = database !== 'unreachable' && issuerKeys;
        if (!ready) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply
          .code(ready ? 200 : 503)
          .send({ status: ready ? 'ok' : 'degraded', database, issuer: issuerKeys ? 'reachable' : 'unreachable' });
      },
    );
  }
};
