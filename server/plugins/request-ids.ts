import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { errorWithoutParameters } from '../log-format.ts';

/** A request id a proxy may pass along (`X-Request-Id`): short and plain, else a new one is made. */
const acceptedId = /^[\w.:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Logger and request id options: pino's JSON lines (one per event, with `reqId`; errors without their query
 * parameters), the id taken from `X-Request-Id`
 * when a proxy sent a plain one, else a UUID; `exposeRequestId` returns it in the same header.
 */
export const loggingOptions = (
  level: string,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'requestIdLogLabel'> => ({
  logger: { level, serializers: { err: errorWithoutParameters } },
  requestIdHeader: false,
  genReqId: (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && acceptedId.test(given) ? given : randomUUID();
  },
});

/** Every answer names its request id, so a user's report or a proxy's log leads to the server's log lines. */
export function exposeRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
