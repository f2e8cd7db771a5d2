import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { newsApi } from '../../../domain/api/news.ts';
import { notificationsApi } from '../../../domain/api/notifications.ts';
import { followEventStream } from '../../providers/event-stream.ts';
import { httpClient } from '../../providers/http-client.ts';
import { notificationsResource } from './notifications-resource.ts';

/**
 * Keeps the bell live: while mounted, follows the server's notification stream and, at each `unread` event (a notice
 * for the caller committed, on any node), refreshes the notices queries on screen (the bell's count and the list) and
 * the dashboard's news.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    void followEventStream(
      httpClient,
      notificationsApi.stream.path,
      (event) => {
        if (event.event !== 'unread') return;
        // A notice may announce a news post: the dashboards' news block is asked again with the notices.
        void queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            queryKey.includes(notificationsResource.resource) ||
            (typeof queryKey[1] === 'string' && queryKey[1].startsWith(newsApi.latest.path)),
        });
      },
      controller.signal,
    );
    return () => {
      controller.abort();
    };
  }, [queryClient]);
}
