import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Job, type QueueOptions } from 'pg-boss';
import type { DatabaseHandle, Transaction } from '../db/client.ts';

/** One kind of work: its queue's retry policy and what runs a job of it. */
export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Retries before the job counts as failed (pg-boss then keeps it as `failed`, and `deadLetter` receives it). */
  retry?: Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff'>;
  /** The queue a job lands in once it failed for good. */
  deadLetter?: string;
  /** Cron (Europe/Rome) on which one node, whichever, enqueues a job. */
  cron?: string;
  run(data: Data, job: { id: string; retryCount: number }): Promise<void>;
}

export interface QueueCounts {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

/** Work that must happen once across every node, with retries: pg-boss over the app's own database. */
export interface JobQueue {
  /**
   * Enqueues one job. With `key`, a second enqueue of the same name and key (on any node, before or after the first
   * ran) is a no-op: the job runs once. With `transaction`, the job is written by it (and runs only if it commits).
   * Resolves with the job id, or null when the key was taken.
   */
  enqueue(
    name: string,
    data: object,
    options?: { key?: string; transaction?: Transaction | undefined },
  ): Promise<string | null>;
  /** Starts the queue and the workers of `definitions` (their queues and schedules created when missing). */
  start(definitions: JobDefinition[]): Promise<void>;
  /** Waits for running jobs up to `timeoutMs`, then stops taking new ones. */
  stop(timeoutMs: number): Promise<void>;
  /** Jobs waiting, running and failed (as long as pg-boss keeps them) per queue, counted now across every node. */
  counts(): Promise<QueueCounts[]>;
  /** Jobs of `name` not yet finished (waiting, retrying or running), counted now across every node. */
  pending(name: string): Promise<number>;
}

/** A job id derived from its name and key (a UUID shape, as pg-boss wants), so the same key is the same job. */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface JobQueueOptions {
  /** Where pg-boss reports its own errors (a lost connection while the database is down). */
  onError(error: Error): void;
  /** Seconds between a worker's polls; enqueuing on this node also wakes its worker at once. */
  pollingIntervalSeconds?: number;
}

/** pg-boss's statements run by a Drizzle transaction (both drivers answer `execute` with `{ rows }`). */
const withinTransaction = (transaction: Transaction) =>
  fromDrizzle({ execute: (query) => transaction.execute(query as SQL) as Promise<{ rows: unknown[] }> }, sql);

/** pg-boss over the app's own connections: the pool on PostgreSQL, pg-boss's own adapter on PGlite. */
function connectionOf({ client }: DatabaseHandle): {
  db: NonNullable<ConstructorOptions['db']>;
  backend: NonNullable<ConstructorOptions['backend']>;
} {
  if (client.kind === 'pglite') return { db: fromPglite(client.pglite), backend: 'pglite' };
  const { pool } = client;
  return { db: { executeSql: (text, values) => pool.query(text, values) }, backend: 'postgres' };
}

/**
 * pg-boss 12 on PostgreSQL, or on PGlite in the same process (one code path for both). Each job is fetched by one
 * worker with SKIP LOCKED, so N nodes run it once.
 */
export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  const connection = connectionOf(database);
  const boss = new PgBoss({ ...connection, schema: 'pgboss', cronMonitorIntervalSeconds: 30 });
  boss.on('error', (error) => {
    options.onError(error);
  });
  const workers = new Map<string, string>();
  const names: string[] = [];
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  return {
    async enqueue(name, data, { key, transaction } = {}) {
      const id = await boss.send(name, data, {
        ...(key && { id: jobIdOf(name, key) }),
        ...(transaction && { db: withinTransaction(transaction) }),
      });
      const worker = workers.get(name);
      if (id && worker) boss.notifyWorker(worker);
      return id;
    },
    async start(definitions) {
      await boss.start();
      for (const definition of definitions) {
        if (definition.deadLetter) await boss.createQueue(definition.deadLetter);
        await boss.createQueue(definition.name, {
          ...definition.retry,
          ...(definition.deadLetter && { deadLetter: definition.deadLetter }),
        });
        names.push(definition.name);
      }
      for (const definition of definitions) {
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'Europe/Rome' });
        const worker = await boss.work(
          definition.name,
          { pollingIntervalSeconds, batchSize: 1 },
          async ([job]: Job[]) => {
            if (job) await definition.run(job.data, { id: job.id, retryCount: job.retryCount });
          },
        );
        workers.set(definition.name, worker);
      }
    },
    stop: (timeoutMs) => boss.stop({ graceful: true, timeout: timeoutMs, close: false }),
    async counts() {
      const { rows } = await connection.db.executeSql(
        'select name, state::text as state, count(*)::int as jobs from pgboss.job where name = any($1::text[]) group by name, state',
        [names],
      );
      const byState = rows as { name: string; state: string; jobs: number }[];
      const of = (name: string, states: string[]) =>
        byState
          .filter((row) => row.name === name && states.includes(row.state))
          .reduce((sum, row) => sum + row.jobs, 0);
      return names.map((name) => ({
        name,
        queued: of(name, ['created', 'retry']),
        active: of(name, ['active']),
        failed: of(name, ['failed']),
      }));
    },
    async pending(name) {
      const { rows } = await connection.db.executeSql(
        "select count(*)::int as pending from pgboss.job where name = $1 and state in ('created', 'retry', 'active')",
        [name],
      );
      return (rows[0] as { pending: number } | undefined)?.pending ?? 0;
    },
  };
}
