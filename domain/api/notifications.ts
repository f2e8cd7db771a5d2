import type { z } from 'zod';
import type {
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadAllSchema,
  notificationReadLinkSchema,
  notificationSchema,
  notificationToggleSchema,
} from '../schemas/notifications.ts';
import { endpoint } from './endpoint.ts';

type NotificationsRead = z.output<typeof notificationReadAllSchema>;

/**
 * The caller's own notices (spec sections 4 and 7): the list, their read state, their deletion and the bell's stream.
 */
export const notificationsApi = {
  /** The caller's notices, newest first, a page at a time, and how many of all of them are unread. */
  list: endpoint<z.output<typeof notificationListSchema>, z.input<typeof notificationListQuerySchema>>()(
    'GET',
    '/notification/notification',
  ),
  /** Marks one notice read or unread. */
  setRead: endpoint<z.output<typeof notificationSchema>, undefined, z.input<typeof notificationToggleSchema>>()(
    'PUT',
    '/notification/notification/:id',
  ),
  /** Marks every notice of the caller read. */
  markAllRead: endpoint<NotificationsRead>()('POST', '/notification/notification/mark/readall'),
  /** Marks read the caller's notices linking to the page just opened. */
  markLinkRead: endpoint<NotificationsRead, undefined, z.input<typeof notificationReadLinkSchema>>()(
    'POST',
    '/notification/notification/mark/readlink',
  ),
  /** Deletes one notice. */
  remove: endpoint<null>()('DELETE', '/notification/notification/:id'),
  /**
   * Server-sent events for the bell: `event: unread` with the caller's unread count, at once and at each new notice.
   */
  stream: endpoint<string>()('GET', '/notification/notification/stream'),
};
