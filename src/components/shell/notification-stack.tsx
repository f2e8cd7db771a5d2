import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';

/** How long a message stays on screen, unless the pointer or the focus is on it (then until it leaves). */
export const NOTIFICATION_DURATION_MS = 6000;
/** At most this many messages at once: a newer one pushes the oldest out. */
const MAX_SHOWN = 3;

interface ShownNotification {
  key: string;
  /** Which opening this is: a message opened again under its key starts its time again. */
  serial: number;
  severity: 'success' | 'error' | 'info';
  message: string;
  description?: string;
}

const NotificationStackContext = createContext<NotificationProvider | null>(null);

let openings = 0;

function shownOf({ key, type, message, description }: OpenNotificationParams): ShownNotification {
  openings += 1;
  return {
    key: key ?? `notification-${String(openings)}`,
    serial: openings,
    // refine's "progress" belongs to undoable writes, which the portal does not use: it is shown as information.
    severity: type === 'progress' ? 'info' : type,
    message,
    ...(description ? { description } : {}),
  };
}

/** One message: an error speaks at once (alert), anything else politely (status); it can be closed by keyboard. */
function NotificationMessage({
  notification,
  onClose,
}: {
  notification: ShownNotification;
  onClose: (key: string) => void;
}) {
  const { t } = useTranslation();
  const timer = useRef<number | undefined>(undefined);
  const close = useCallback(() => {
    onClose(notification.key);
  }, [onClose, notification.key]);
  const hold = () => {
    window.clearTimeout(timer.current);
  };
  const release = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(close, NOTIFICATION_DURATION_MS);
  }, [close]);
  useEffect(() => {
    release();
    return () => {
      window.clearTimeout(timer.current);
    };
  }, [release]);
  return (
    <Alert
      variant="filled"
      severity={notification.severity}
      role={notification.severity === 'error' ? 'alert' : 'status'}
      closeText={t('shell-ui.notifications.close')}
      onClose={close}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
      sx={{ boxShadow: 3, overflowWrap: 'anywhere' }}
    >
      {notification.description === undefined ? (
        notification.message
      ) : (
        <>
          <AlertTitle sx={{ mb: 0 }}>{notification.message}</AlertTitle>
          {notification.description}
        </>
      )}
    </Alert>
  );
}

/**
 * The messages of the portal's writes (refine's notification provider), stacked at the top right below the header (the
 * bell, the menu and the user's avatar stay in reach), newest last; each goes after a few seconds or when closed. In
 * place of @refinedev/mui's notistack provider, so the shell carries none of @refinedev/mui.
 */
export function NotificationStackProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<readonly ShownNotification[]>([]);
  const close = useCallback((key: string) => {
    setShown((current) => current.filter((notification) => notification.key !== key));
  }, []);
  const provider = useMemo<NotificationProvider>(
    () => ({
      open: (params) => {
        const next = shownOf(params);
        setShown((current) =>
          [...current.filter((notification) => notification.key !== next.key), next].slice(-MAX_SHOWN),
        );
      },
      close: (key) => {
        close(key);
      },
    }),
    [close],
  );
  return (
    <NotificationStackContext value={provider}>
      {children}
      {shown.length > 0 && (
        <Stack
          spacing={1}
          sx={{
            position: 'fixed',
            top: { xs: 64, sm: 72 },
            right: 16,
            left: { xs: 16, sm: 'auto' },
            width: { sm: 400 },
            zIndex: (theme) => theme.zIndex.snackbar,
          }}
        >
          {shown.map((notification) => (
            <NotificationMessage
              key={`${notification.key}:${String(notification.serial)}`}
              notification={notification}
              onClose={close}
            />
          ))}
        </Stack>
      )}
    </NotificationStackContext>
  );
}

/** refine's `notificationProvider`, inside `NotificationStackProvider`. */
export function useNotificationStack(): NotificationProvider {
  const provider = use(NotificationStackContext);
  if (!provider) throw new Error('useNotificationStack needs a NotificationStackProvider above it');
  return provider;
}
