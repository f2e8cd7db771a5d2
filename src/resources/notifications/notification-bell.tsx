import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pathOf } from '../../../domain/auth/routes.ts';
import { useNotificationStream } from './use-notification-stream.ts';
import { useUnreadNotifications } from './use-unread-notifications.ts';

/**
 * The bell in the app bar: the unread count as a badge, live through the server's stream, named for screen readers,
 * opening /notifications.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  useNotificationStream();
  const label =
    unread === undefined ? t('notifications-page.bell.unknown') : t('notifications-page.bell.label', { count: unread });
  return (
    <IconButton component={RouterLink} to={pathOf('notifications')} color="inherit" aria-label={label} sx={{ mr: 1 }}>
      <Badge badgeContent={unread === undefined || unread === 0 ? undefined : unread} color="error" max={99}>
        <NotificationsOutlined />
      </Badge>
    </IconButton>
  );
}
