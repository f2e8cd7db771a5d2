import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationsApi } from '../../../domain/api/notifications.ts';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadAllSchema,
  notificationReadLinkSchema,
  notificationSchema,
  notificationToggleSchema,
} from '../../../domain/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markLinkedNotificationsRead,
  setNotificationRead,
} from './notifications.service.ts';

const tags = ['notifications'];
const params = notificationIdParamsSchema;

/**
 * The caller's own notifications (spec sections 4 and 7): list, toggle read state, mark all or a page's read, delete.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, notificationsApi.list, {
    schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationListSchema } },
    handler: (request) => listNotifications(db, callerOf(request).profileId, request.query),
  });

  serve(app, notificationsApi.setRead, {
    schema: { tags, params, body: notificationToggleSchema, response: { 200: notificationSchema } },
    handler: (request) =>
      setNotificationRead(db, callerOf(request).profileId, request.params.id, request.body.read, new Date()),
  });

  serve(app, notificationsApi.markAllRead, {
    schema: { tags, response: { 200: notificationReadAllSchema } },
    handler: (request) => markAllNotificationsRead(db, callerOf(request).profileId, new Date()),
  });

  serve(app, notificationsApi.markLinkRead, {
    schema: { tags, body: notificationReadLinkSchema, response: { 200: notificationReadAllSchema } },
    handler: (request) => markLinkedNotificationsRead(db, callerOf(request).profileId, request.body.link, new Date()),
  });

  serve(app, notificationsApi.remove, {
    schema: { tags, params, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deleteNotification(db, callerOf(request).profileId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
