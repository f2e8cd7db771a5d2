import { useCustomMutation, useDelete, useInvalidate, useUpdate, type OpenNotificationParams } from '@refinedev/core';
import type { AnswerOf } from '../../../domain/api/endpoint.ts';
import { notificationsApi } from '../../../domain/api/notifications.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { notificationsResource, type NotificationRecord } from './notifications-resource.ts';
import { errorTextOf } from '../../providers/api-errors.ts';

const failure = (error: unknown): OpenNotificationParams => ({ type: 'error', message: errorTextOf(error) });

/**
 * The changes a user makes to their notices: read state, mark all read, delete; each refreshes the list and the bell.
 */
export function useNotificationActions() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const update = useUpdate<NotificationRecord>();
  const remove = useDelete<NotificationRecord>();
  const readAll = useCustomMutation<AnswerOf<typeof notificationsApi.markAllRead>>();

  const setRead = (notification: NotificationRecord, read: boolean) => {
    update.mutate({
      ...notificationsResource,
      id: notification.id,
      values: { read },
      successNotification: false,
      errorNotification: failure,
    });
  };
  const deleteOne = (notification: NotificationRecord, onDone?: () => void) => {
    remove.mutate(
      {
        ...notificationsResource,
        id: notification.id,
        successNotification: () => ({ type: 'success', message: t('notifications-page.deleted') }),
        errorNotification: failure,
      },
      { onSettled: onDone },
    );
  };
  const markAllRead = () => {
    readAll.mutate(
      {
        url: notificationsApi.markAllRead.path,
        method: 'post',
        values: {},
        successNotification: false,
        errorNotification: failure,
      },
      {
        onSuccess: () => {
          void invalidate({ resource: notificationsResource.resource, invalidates: ['list'] });
        },
      },
    );
  };
  return {
    setRead,
    deleteOne,
    markAllRead,
    updating: update.mutation.isPending ? update.mutation.variables.id : undefined,
    deleting: remove.mutation.isPending,
    markingAll: readAll.mutation.isPending,
  };
}
