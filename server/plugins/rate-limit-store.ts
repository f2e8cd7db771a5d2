import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, atomically for every node: the hits so far and the ms left.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then now() + ${window} else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttl: sql<string>`ceil(extract(epoch from (${rateLimitCounters.resetsAt} - now())) * 1000)`,
    });
  return { current: row?.hits ?? 1, ttl: Math.max(0, Number(row?.ttl ?? windowMs)) };
}

/** Deletes the counters whose window ended (the hourly job). */
export async function pruneRateLimitCounters(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetsAt} < now()`);
}

/**
 * @fastify/rate-limit's store over the database, so a limit holds across every node (the login form's per-address
 * limit above all): each route counts under its own method and path.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly scope: string;

    /** The plugin passes its options first; a route's child store passes its scope. */
    constructor(_options?: unknown, scope = 'global') {
      this.scope = scope;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.scope}|${key}`, timeWindow).then(
        (result) => {
          callback(null, result);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Typed as the route's options, but at run time @fastify/rate-limit 11 passes the merged limit options with the
      // route under `routeInfo` (its method and path would otherwise be undefined, and every route share one counter).
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: string } };
      return new DatabaseRateLimitStore(undefined, `${String(routeInfo?.method)} ${routeInfo?.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}
