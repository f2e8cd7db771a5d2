import type { z } from 'zod';
import type { ApiError } from '../../domain/schemas/api-error.ts';

/**
 * The Italian message of a 503; `undone` says what a refused write did not save ("la registrazione non è stata
 * salvata").
 */
export const unavailableMessage = (undone?: string): string =>
  undone === undefined
    ? 'Servizio momentaneamente non disponibile: riprova tra qualche istante.'
    : `Servizio momentaneamente non disponibile: ${undone}. Riprova tra qualche istante.`;
export const UNAVAILABLE_MESSAGE = unavailableMessage();
/** Seconds a client should wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;
/**
 * Seconds to wait when the database is there but busy (a saturated pool, a timed-out statement): sooner than an outage.
 */
export const BUSY_RETRY_AFTER_SECONDS = 2;

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a route throws on purpose: its status and Italian message reach the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: ApiError['errors'];

  constructor(statusCode: number, message: string, errors?: ApiError['errors']) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export function apiError(statusCode: number, message: string, errors?: ApiError['errors']): ApiError {
  return { statusCode, error: statusNames[statusCode] ?? 'Error', message, ...(errors && { errors }) };
}

/**
 * Validates with a schema built per request (for example one that depends on today's date): a 400 with the field list.
 */
export function parseOrBadRequest<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(
    400,
    'Dati non validi',
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
