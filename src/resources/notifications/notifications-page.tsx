import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import DoneAll from '@mui/icons-material/DoneAll';
import { useList } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../domain/schemas/notifications.ts';
import { ListPagination, pageCount as pagesFor } from '../../components/shell/list-pagination.tsx';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { NotificationItem } from './notification-item.tsx';
import { notificationsResource, type NotificationRecord } from './notifications-resource.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { useNotificationActions } from './use-notification-actions.ts';
import { useUnreadNotifications } from './use-unread-notifications.ts';
import { PageHeader } from '../../components/page-header.tsx';

/** Route /notifications: the caller's notices, newest first, a page at a time, with their read state and deletion. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { result, query } = useList<NotificationRecord>({
    ...notificationsResource,
    pagination: { currentPage: page, pageSize: NOTIFICATIONS_PAGE_SIZE },
    errorNotification: false,
  });
  const unread = useUnreadNotifications() ?? 0;
  const actions = useNotificationActions();
  const total = result.total ?? 0;
  const pageCount = pagesFor(total, NOTIFICATIONS_PAGE_SIZE);
  const confirm = useConfirm();

  if (!query.isFetching && page > pageCount) setPage(pageCount);

  const askAndDelete = async (notification: NotificationRecord) => {
    const confirmed = await confirm({
      title: t('notifications-page.delete.title'),
      text: t('notifications-page.delete.description', { title: notification.title }),
      yesText: t('notifications-page.delete.confirm'),
      noText: t('notifications-page.delete.cancel'),
    });
    if (confirmed) actions.deleteOne(notification);
  };

  const content = (
    <QueryContent
      query={query}
      loadingLabel={t('notifications-page.loading')}
      empty={t('notifications-page.empty')}
      emptyLook="card"
    >
      {({ data }) => (
        <Card variant="outlined">
          <List disablePadding aria-label={t('notifications-page.listLabel')}>
            {data.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                busy={actions.updating === notification.id}
                onToggleRead={(item) => {
                  actions.setRead(item, !item.read);
                }}
                onOpen={(item) => {
                  if (!item.read) actions.setRead(item, true);
                }}
                onDelete={(item) => void askAndDelete(item)}
              />
            ))}
          </List>
        </Card>
      )}
    </QueryContent>
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeader
        title={t('notifications-page.title')}
        subtitle={t('notifications-page.unreadCount', { count: unread })}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAll />}
            disabled={unread === 0}
            loading={actions.markingAll}
            onClick={actions.markAllRead}
          >
            {t('notifications-page.markAllRead')}
          </Button>
        }
      />
      {content}
      {!query.isPending && !query.isError && total > 0 && (
        <ListPagination count={total} page={page} pageSize={NOTIFICATIONS_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}
