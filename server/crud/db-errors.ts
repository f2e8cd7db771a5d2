import { HttpError } from '../http/http-error.ts';

export const IN_USE_MESSAGE = 'Elemento in uso: non può essere eliminato.';
export const DUPLICATE_MESSAGE = 'Esiste già un elemento con questi dati.';

/** The first string under `key` that passes `accept`, on the error or its causes (drizzle wraps driver errors). */
function findInCauses(
  error: unknown,
  key: string,
  accept: (value: string) => boolean = () => true,
): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const record = current as Record<string, unknown>;
    const value = record[key];
    if (typeof value === 'string' && accept(value)) return value;
    current = record.cause;
  }
  return undefined;
}

/** The SQLSTATE of a PostgreSQL error (pg or PGlite), also when drizzle wraps it in a DrizzleQueryError. */
export const postgresErrorCode = (error: unknown): string | undefined =>
  findInCauses(error, 'code', (code) => /^[0-9A-Z]{5}$/.test(code));

/** The name of the constraint a PostgreSQL error ran into (pg or PGlite), also when drizzle wraps it. */
export const postgresConstraint = (error: unknown): string | undefined => findInCauses(error, 'constraint');

/**
 * A constraint the client's request ran into, as the 409 it deserves: a row still referenced (23503, foreign key
 * violation) cannot be deleted; a unique value (23505) is already taken. Anything else is returned unchanged.
 */
export function conflictOf(error: unknown): unknown {
  const code = postgresErrorCode(error);
  if (code === '23503') return new HttpError(409, IN_USE_MESSAGE);
  if (code === '23505') return new HttpError(409, DUPLICATE_MESSAGE);
  return error;
}
