import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { timingSafeEqual } from 'node:crypto';

export interface MetricsOptions {
  database: DatabaseHandle;
  jobs: JobQueue;
  /** The bearer token `/metrics` asks for; unset, only a caller on this machine's loopback gets an answer. */
  token: string | undefined;
  /**
   * Whether a proxy is trusted (`TRUST_PROXY`): then every public request may reach the app from the proxy on the
   * loopback, and only the token opens the metrics.
   */
  behindProxy: boolean;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function allowed(request: FastifyRequest, token: string | undefined, behindProxy: boolean): boolean {
  if (!token) return !behindProxy && loopback.has(request.socket.remoteAddress ?? '');
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at `/metrics`, outside `/api` and closed to the public (a bearer token, or loopback only):
 * request latency by route, the PostgreSQL pool, the job queues, and Node's own process metrics.
 */
export function registerMetrics(app: FastifyInstance, { database, jobs, token, behindProxy }: MetricsOptions): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'happyway_' });
  const latency = new Histogram({
    name: 'happyway_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const databaseFailures = new Counter({
    name: 'happyway_db_failures_total',
    help: 'Requests answered 503 because the database could not serve them, by kind: saturated (pool or connections full), timeout (statement, lock or answer), unavailable (an outage)',
    labelNames: ['kind'],
    registers: [registry],
  });
  for (const kind of ['saturated', 'timeout', 'unavailable']) databaseFailures.inc({ kind }, 0);
  const { client } = database;
  if (client.kind === 'postgres') {
    new Gauge({
      name: 'happyway_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, client.pool.totalCount);
        this.set({ state: 'idle' }, client.pool.idleCount);
        this.set({ state: 'waiting' }, client.pool.waitingCount);
        this.set({ state: 'max' }, client.pool.options.max);
      },
    });
  }
  new Gauge({
    name: 'happyway_jobs',
    help: 'Background jobs by queue and state (queued, active, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const counts of await jobs.counts().catch(() => [])) {
        this.set({ queue: counts.name, state: 'queued' }, counts.queued);
        this.set({ queue: counts.name, state: 'active' }, counts.active);
        this.set({ queue: counts.name, state: 'failed' }, counts.failed);
      }
    },
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (request.databaseFailure) databaseFailures.inc({ kind: request.databaseFailure });
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request, token, behindProxy)) return reply.code(404).send();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
