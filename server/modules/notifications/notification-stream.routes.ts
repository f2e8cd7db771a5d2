import type { FastifyPluginAsync } from 'fastify';
import type { ServerResponse } from 'node:http';
import { notificationsApi } from '../../../domain/api/notifications.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { NotificationSignals } from '../../notices/notification-signals.ts';
import { unreadCount } from './notifications.service.ts';

/** A stream ends after this long; the client opens the next one with a fresh access token. */
export const STREAM_LIFETIME_MS = 10 * 60_000;
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /notification/notification/stream: server-sent events for the bell. Authenticated like every call, by the bearer
 * token (the SPA reads it with fetch, since EventSource cannot send headers); answers `event: unread` with the caller's
 * unread count at once and again whenever a notice for them commits on any node (PostgreSQL LISTEN/NOTIFY).
 */
export const notificationStreamRoutes: FastifyPluginAsync<{ db: Database; signals: NotificationSignals }> = async (
  app,
  { db, signals },
) => {
  const open = new Set<ServerResponse>();
  // Closing the app (SIGTERM) ends the streams, which would otherwise hold the server open until their lifetime.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  serve(app, notificationsApi.stream, {
    schema: { tags: ['notifications'], produces: ['text/event-stream'] },
    handler: async (request, reply) => {
      const { profileId } = callerOf(request);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      open.add(stream);
      const push = async () => {
        const unread = await unreadCount(db, profileId);
        if (!stream.writableEnded) stream.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
      };
      const pushSafely = () => {
        push().catch((error: unknown) => {
          request.log.warn({ err: error }, 'notification stream: unread count failed');
        });
      };
      const unsubscribe = signals.subscribe(profileId, pushSafely);
      const heartbeat = setInterval(() => stream.write(': ok\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
      stream.on('close', () => {
        open.delete(stream);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
      });
      pushSafely();
    },
  });
};
