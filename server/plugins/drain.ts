import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the node is stopping: readiness answers 503 and every answer closes its connection. */
    draining: { active: boolean };
  }
}

/**
 * The first phase of a graceful stop: once `active`, readiness turns 503 (the load balancer takes the node out) and
 * every answer carries `Connection: close` (kept-alive clients reconnect, to another node), while the listener still
 * serves; `server/main.ts` closes the app after the drain period.
 */
export function registerDrain(app: FastifyInstance): void {
  app.decorate('draining', { active: false });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.draining.active) reply.header('connection', 'close');
    return payload;
  });
}
