import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { followEventStream } from '../../providers/event-stream.ts';
import { notificationsResource } from './notifications-resource.ts';

export const NOTIFICATION_STREAM_PATH = `${notificationsResource.meta.path}/stream`;

/**
 * Keeps the bell live: while mounted, follows the server's notification stream and, at each `unread` event (a notice
 * for the caller committed, on any node), refreshes the notices queries on screen: the bell's count and the list.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    void followEventStream(NOTIFICATION_STREAM_PATH, (event) => {
      if (event.event !== 'unread') return;
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(notificationsResource.resource) });
    }, controller.signal);
    return () => { controller.abort(); };
  }, [queryClient]);
}
