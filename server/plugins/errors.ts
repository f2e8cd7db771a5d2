import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { applyItalianValidationMessages } from '../../domain/rules/validation-messages.ts';
import type { ApiError } from '../../domain/schemas/api-error.ts';
import { databaseFailureOf, type DatabaseFailure } from '../db/unavailable.ts';

const genericMessage = 'Si è verificato un errore!';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the database could not serve this request, when it could not (counted by the metrics). */
    databaseFailure: DatabaseFailure | null;
  }
}

/** How each kind of database failure is logged: saturation and timeouts are load, only `unavailable` is an outage. */
const failureLogs: Record<DatabaseFailure, string> = {
  saturated: 'database saturated: no connection free in time',
  timeout: 'database statement timed out',
  unavailable: 'database unreachable',
};
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

/**
 * PostgreSQL's data exceptions (class 22: a number out of its column's range, a date that does not exist, a value too
 * long, bytes that are not UTF-8): the request's value, not the server, is wrong.
 */
function isDataException(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

function pathOf(instancePath: string, params: unknown): string {
  const missing = (params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path;
  if (Array.isArray(missing) && missing.length > 0) return missing.join('.');
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * One error handler: validation 400 with the field list, HttpError as thrown, a database that cannot serve (saturated,
 * timed out, unreachable) a 503 with `Retry-After` and the Italian message, anything unexpected a logged 500.
 * Validation messages are Italian also where a schema does not word its own.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateRequest('databaseFailure', null);
  applyItalianValidationMessages();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: pathOf(issue.instancePath, issue.params),
        message: issue.message ?? 'Valore non valido',
      }));
      return reply.code(400).send(apiError(400, 'Dati non validi', errors));
    }
    if (error instanceof HttpError) {
      // Any 503 (an issuer that cannot be reached to check a token, say) tells when to try again.
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(error.statusCode).send(apiError(error.statusCode, error.message, error.errors));
    }
    const failure = databaseFailureOf(error);
    if (failure) {
      request.databaseFailure = failure;
      request.log.warn({ err: error, databaseFailure: failure }, failureLogs[failure]);
      const retryAfter = failure === 'unavailable' ? RETRY_AFTER_SECONDS : BUSY_RETRY_AFTER_SECONDS;
      return reply.code(503).header('retry-after', String(retryAfter)).send(apiError(503, UNAVAILABLE_MESSAGE));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'a value the database refused');
      return reply.code(400).send(apiError(400, 'Dati non validi'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(apiError(500, genericMessage));
    }
    const message =
      status === 429
        ? 'Troppe richieste: riprova tra poco.'
        : status === 413
          ? 'Richiesta troppo grande.'
          : 'Richiesta non valida.';
    return reply.code(status).send(apiError(status, message));
  });
}
