/**
 * Why the database cannot serve a request: `saturated` (no pool connection came free in time, or PostgreSQL refuses
 * more connections: 53300), `timeout` (a statement or lock timeout, or an answer that never came) or `unavailable`
 * (refused, closed, shutting down, not accepting connections).
 */
export type DatabaseFailure = 'saturated' | 'timeout' | 'unavailable';

/** Node's socket errors and PostgreSQL's connection-exception (08xxx) and shutdown codes: the database is not there. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '57P05',
]);
/** Insufficient resources (53xxx: too many connections, out of memory, disk full): PostgreSQL is there but full. */
const saturatedCodes = new Set(['53000', '53100', '53200', '53300', '53400']);
/** A statement cancelled by `statement_timeout` (57014) or a lock not had within `lock_timeout` (55P03). */
const timeoutCodes = new Set(['57014', '55P03']);
/**
 * What node-postgres says when a connection dies or cannot be made, and what PostgreSQL says with `ALLOW_CONNECTIONS
 * false` (55000).
 */
const unavailableMessages =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)|is not currently accepting connections/;
/** pg-pool's message when every connection stayed busy for the whole wait. */
const saturatedMessages = /^timeout exceeded when trying to connect/;
/** node-postgres' `query_timeout`: no answer at all (a network blackhole). */
const timeoutMessages = /^Query read timeout/;

function failureOfOne(error: Error): DatabaseFailure | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (saturatedCodes.has(code)) return 'saturated';
    if (timeoutCodes.has(code)) return 'timeout';
    if (unavailableCodes.has(code) || code.startsWith('08')) return 'unavailable';
  }
  if (saturatedMessages.test(error.message)) return 'saturated';
  if (timeoutMessages.test(error.message)) return 'timeout';
  if (unavailableMessages.test(error.message)) return 'unavailable';
  return null;
}

/** Whether an error (or one it wraps, as Drizzle's query errors do) says the database cannot serve, and why. */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    const failure = failureOfOne(current);
    if (failure) return failure;
    if (current instanceof AggregateError) {
      for (const inner of current.errors) {
        const innerFailure = databaseFailureOf(inner);
        if (innerFailure) return innerFailure;
      }
    }
  }
  return null;
}

/** Whether an error says the database cannot serve (any kind of `DatabaseFailure`). */
export const isDatabaseUnavailable = (error: unknown): boolean => databaseFailureOf(error) !== null;
