import { useEffect } from 'react';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import type { AnswerOf } from '../../../domain/api/endpoint.ts';
import { notificationsApi } from '../../../domain/api/notifications.ts';
import { notificationsResource } from './notifications-resource.ts';

/**
 * Opening a page reads its notices: once the page is shown (`shown`), the caller's unread notices linking to `link` are
 * marked read on the server, and the bell and the notices list are asked again.
 */
export function usePageNoticesRead(link: string, shown: boolean): void {
  const invalidate = useInvalidate();
  const { mutate } = useCustomMutation<AnswerOf<typeof notificationsApi.markLinkRead>>();
  useEffect(() => {
    if (!shown) return;
    mutate(
      {
        url: notificationsApi.markLinkRead.path,
        method: 'post',
        values: { link },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: ({ data }) => {
          if (data.updated > 0) void invalidate({ resource: notificationsResource.resource, invalidates: ['list'] });
        },
      },
    );
  }, [link, shown, mutate, invalidate]);
}
