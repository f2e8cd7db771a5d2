import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { NotificationRecord } from './notifications-resource.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';

interface NotificationItemProps {
  notification: NotificationRecord;
  busy: boolean;
  onToggleRead: (notification: NotificationRecord) => void;
  onDelete: (notification: NotificationRecord) => void;
  /** Opening the notice's link marks it read. */
  onOpen: (notification: NotificationRecord) => void;
}

/** One notice: title (a link when it has one), body, date; unread ones stand out; buttons to toggle read and delete. */
export function NotificationItem({ notification, busy, onToggleRead, onDelete, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const { title, body, link, read, createdAt } = notification;
  const toggleLabel = t(read ? 'notifications-page.markUnread' : 'notifications-page.markRead', { title });
  const deleteLabel = t('notifications-page.delete.button', { title });
  return (
    <ListItem
      divider
      sx={{
        alignItems: 'flex-start',
        gap: 2,
        bgcolor: read ? 'transparent' : 'action.hover',
        borderLeft: 4,
        borderLeftColor: read ? 'transparent' : 'primary.main',
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: read ? 400 : 700 }}>
          {!read && (
            <Box component="span" sx={visuallyHidden}>
              {t('notifications-page.unreadMarker')}
            </Box>
          )}
          {link ? (
            <Link
              component={RouterLink}
              to={link}
              onClick={() => {
                onOpen(notification);
              }}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        <Typography variant="body2" color={read ? 'text.secondary' : 'text.primary'} sx={{ whiteSpace: 'pre-line' }}>
          {body}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
        <Tooltip title={t(read ? 'notifications-page.markUnreadShort' : 'notifications-page.markReadShort')}>
          <span>
            <IconButton
              aria-label={toggleLabel}
              disabled={busy}
              onClick={() => {
                onToggleRead(notification);
              }}
            >
              {read ? <MarkEmailUnreadOutlined /> : <MarkEmailReadOutlined />}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('notifications-page.delete.short')}>
          <IconButton
            aria-label={deleteLabel}
            onClick={() => {
              onDelete(notification);
            }}
          >
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </Stack>
    </ListItem>
  );
}
