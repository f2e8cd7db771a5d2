import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { applyItalianValidationMessages } from '../../domain/rules/validation-messages.ts';
import { databaseFailureOf, type DatabaseFailure } from '../db/unavailable.ts';
import {
  apiError,
  BUSY_RETRY_AFTER_SECONDS,
  HttpError,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from '../http/http-error.ts';

const genericMessage = 'Si è verificato un errore!';

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
