import { useList } from '@refinedev/core';
import { NOTIFICATIONS_POLL_MS, notificationsResource, type NotificationRecord } from './notifications-resource.ts';

/**
 * How many notices of the caller are unread (undefined until known): the total of the unread filter, asked again when
 * the notification stream announces a notice (`useNotificationStream`), every 5 minutes in case the stream is cut, and
 * when the window gets the focus back. Every change made through refine's hooks on the resource refreshes it.
 */
export function useUnreadNotifications(): number | undefined {
  const { result } = useList<NotificationRecord>({
    ...notificationsResource,
    filters: [{ field: 'read', operator: 'eq', value: 'false' }],
    pagination: { currentPage: 1, pageSize: 1 },
    errorNotification: false,
    queryOptions: { refetchInterval: NOTIFICATIONS_POLL_MS, refetchOnWindowFocus: true },
  });
  return result.total;
}
