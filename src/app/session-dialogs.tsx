import { useCallback, useEffect, useState } from 'react';
import { SESSION_EXPIRED_DIALOG, STARTUP_FAILURE_DIALOG } from '../../domain/rules/error-catalogue.ts';
import { TimedNoticeDialog } from '../components/dialogs/timed-notice-dialog.tsx';
import { onSessionExpired } from '../providers/http-client.ts';
import { logout } from '../providers/keycloak.ts';
import { useSession } from '../providers/session-context.tsx';

/** The two dialogs of spec section 8: the startup load failure and the session that is no longer valid. */
export function SessionDialogs() {
  const session = useSession();
  const [startupFailed, setStartupFailed] = useState(session.status === 'failed');
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    onSessionExpired(() => {
      setExpired(true);
    });
  }, []);
  const closeStartup = useCallback(() => {
    setStartupFailed(false);
  }, []);
  const closeExpired = useCallback(() => {
    setExpired(false);
    void logout();
  }, []);
  return (
    <>
      <TimedNoticeDialog
        open={startupFailed}
        title={STARTUP_FAILURE_DIALOG.title}
        text={STARTUP_FAILURE_DIALOG.text}
        confirmText={STARTUP_FAILURE_DIALOG.confirmText}
        autoCloseMs={STARTUP_FAILURE_DIALOG.autoCloseMs}
        onClose={closeStartup}
      />
      <TimedNoticeDialog
        open={expired}
        text={SESSION_EXPIRED_DIALOG.text}
        autoCloseMs={SESSION_EXPIRED_DIALOG.autoCloseMs}
        onClose={closeExpired}
      />
    </>
  );
}
