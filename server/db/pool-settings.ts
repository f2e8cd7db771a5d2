import { availableParallelism } from 'node:os';

/**
 * The PostgreSQL pool's limits (environment DB_POOL_MAX, DB_POOL_WAIT_MS, DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS).
 */
export interface PoolSettings {
  /** Connections this node opens at most. */
  max: number;
  /** How long a request waits for a free connection before it is answered 503 (the pool is saturated). */
  waitMs: number;
  /** PostgreSQL cancels a statement running longer (57014), and the client gives up on an answer a little later. */
  statementTimeoutMs: number;
  /** PostgreSQL gives up waiting for a lock after this (55P03). */
  lockTimeoutMs: number;
}

/**
 * Sized for the machine: four connections per core, at least ten; a request waits 3 s for one; statements 15 s, locks 5
 * s.
 */
export const defaultPoolSettings = (cores = availableParallelism()): PoolSettings => ({
  max: Math.max(10, cores * 4),
  waitMs: 3_000,
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 5_000,
});
