import { useEffect } from 'react';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { NOTIFICATIONS_READ_LINK_PATH } from '../../../domain/schemas/notifications.ts';
import { notificationsResource } from './notifications-resource.ts';

/**
 * Opening a page reads its notices: once the page is shown (`shown`), the caller's unread notices linking to `link` are
 * marked read on the server, and the bell and the notices list are asked again.
 */
export function usePageNoticesRead(link: string, shown: boolean): void {
  const invalidate = useInvalidate();
  const { mutate } = useCustomMutation<{ updated: number }>();
  useEffect(() => {
    if (!shown) return;
    mutate({ url: NOTIFICATIONS_READ_LINK_PATH, method: 'post', values: { link }, successNotification: false, errorNotification: false }, {
      onSuccess: ({ data }) => {
        if (data.updated > 0) void invalidate({ resource: notificationsResource.resource, invalidates: ['list'] });
      },
    });
  }, [link, shown, mutate, invalidate]);
}
