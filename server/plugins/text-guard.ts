import type { FastifyInstance } from 'fastify';
import { forbiddenTextIn, TEXT_CHARACTERS_INVALID } from '../../domain/rules/text.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * Every API request's query and JSON body, whatever the route's own schema: a text holding a NUL or a lone surrogate
 * is a 400 with the field's path (domain/rules/text.ts), never a database error. Runs after the role check and the
 * schema, before the handler.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      if (Buffer.isBuffer(value)) continue;
      const path = forbiddenTextIn(value);
      if (path !== null)
        throw new HttpError(400, 'Dati non validi', [
          { path: path === '' ? part : path, message: TEXT_CHARACTERS_INVALID },
        ]);
    }
  });
}
