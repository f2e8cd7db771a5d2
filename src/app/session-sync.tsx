import { useEffect } from 'react';
import { useNotification } from '@refinedev/core';
import { useTranslation } from '../i18n/use-translation.ts';
import { onStaleSession } from '../providers/http-client.ts';
import { isLogoutUnderway, onSessionChangedElsewhere } from '../providers/tab-session.ts';

const CHANGED_FLAG = 'happyway.sessionChanged';

/** Reloads this tab into the browser's current session, and says so once it is back. */
function followSession(): void {
  sessionStorage.setItem(CHANGED_FLAG, '1');
  window.location.reload();
}

/** A request of a stale tab: it reloads, unless another tab is still logging out (the reload waits for its end). */
function staleRequest(): void {
  if (!isLogoutUnderway()) followSession();
}

/**
 * Tabs follow the session: a logout or a login as another user in one tab reloads the others into the browser's
 * current session (logged out, or the new user), and a request of a stale tab reloads it instead of going out.
 */
export function SessionSync() {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  useEffect(() => {
    onStaleSession(staleRequest);
    return onSessionChangedElsewhere(followSession);
  }, []);
  useEffect(() => {
    if (sessionStorage.getItem(CHANGED_FLAG) === null) return;
    sessionStorage.removeItem(CHANGED_FLAG);
    notify?.({ type: 'success', message: t('shell.sessionChanged'), key: CHANGED_FLAG });
  }, [notify, t]);
  return null;
}
