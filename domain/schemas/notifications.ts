import { z } from 'zod';
import { pageQueryShape, pagedListSchema, strictQuery } from './paged-list.ts';
import { textOf } from '../rules/text.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

const READ_FILTER_INVALID = "Il filtro sullo stato di lettura deve valere 'true' o 'false'";

/** One notice for the caller (spec sections 4 and 7). `createdAt` is ISO-8601 UTC. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** GET /notification/notification: the caller's notices, newest first, and how many of all of them are unread. */
export const notificationListSchema = pagedListSchema(notificationSchema).extend({
  unread: z.number().int(),
});

/** The list query: `page`, `limit` (1..100, default 20), `read` ('true' or 'false', both when absent); nothing else. */
export const notificationListQuerySchema = strictQuery({
  ...pageQueryShape(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_PAGE_SIZE),
  read: z.enum(['true', 'false'], { error: READ_FILTER_INVALID }).optional(),
});

/** PUT /notification/notification/{id}: mark one notice read or unread. */
export const notificationToggleSchema = z.object({
  read: z.boolean({ error: 'Indica se la notifica è letta (true o false)' }),
});

export const notificationIdParamsSchema = z.object({ id: z.uuid({ error: 'Notifica non valida' }) });

/** POST /notification/notification/mark/readall: how many notices it marked read. */
export const notificationReadAllSchema = z.object({ updated: z.number().int() });

/** POST /notification/notification/mark/readlink: the page just opened; the caller's notices linking to it are read. */
export const notificationReadLinkSchema = z.object({
  link: textOf('Link', 500).min(1, { error: 'Indica la pagina aperta' }),
});

/** What a server module passes to `notify()`: the kind names the event ('welcome', 'subscription.confirmed'...). */
export interface NotificationInput {
  kind: string;
  title: string;
  body: string;
  link?: string | null;
}

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;
export type NotificationToggle = z.infer<typeof notificationToggleSchema>;
