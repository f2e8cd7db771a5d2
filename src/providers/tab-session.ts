/**
 * Which user the browser's single sign-on session belongs to, shared by every tab of the portal (localStorage): a tab
 * logs in as one user; when another tab logs out or in as someone else, this tab is stale and must neither call the
 * API with its old token nor end the new session at the issuer.
 */
const KEY = 'happyway.session.subject';
/** The value while a tab is logging out at the issuer: the others wait for the end before they reload. */
const LOGGING_OUT = 'logging-out';
/** In the tab that logs out, until it is back from the issuer without a session. */
const LEFT_FLAG = 'happyway.loggedOut';
/** A logout that never comes back (the tab was closed) does not leave the other tabs waiting for longer. */
const LOGOUT_WAIT_MS = 10_000;

let tabSubject: string | undefined;

/** This tab now speaks for `subject` (after its login or single sign-on check): the other tabs hear of it. */
export function claimTabSession(subject: string): void {
  tabSubject = subject;
  sessionStorage.removeItem(LEFT_FLAG);
  if (localStorage.getItem(KEY) !== subject) localStorage.setItem(KEY, subject);
}

/** This tab starts its logout: from now on no tab speaks for the user who leaves. */
export function beginTabLogout(): void {
  tabSubject = undefined;
  sessionStorage.setItem(LEFT_FLAG, '1');
  localStorage.setItem(KEY, LOGGING_OUT);
}

/** This tab is back without a session: if it was logging out, the other tabs hear the browser has no user now. */
export function settleAnonymousTab(): void {
  if (sessionStorage.getItem(LEFT_FLAG) === null) return;
  sessionStorage.removeItem(LEFT_FLAG);
  localStorage.setItem(KEY, '');
}

/** True when this tab logged in as a user who is no longer the browser's (logging out, logged out, or another user). */
export function isStaleTab(): boolean {
  if (tabSubject === undefined) return false;
  const current = localStorage.getItem(KEY);
  return current !== null && current !== tabSubject;
}

/** True while another tab is logging out at the issuer (a reload now would still find the old session). */
export const isLogoutUnderway = (): boolean => localStorage.getItem(KEY) === LOGGING_OUT;

/**
 * Calls `handler` when another tab changed the browser's user: for a logged-in tab a logout (once done) or another
 * user, for a tab without login a login. Returns the unsubscribe.
 */
export function onSessionChangedElsewhere(handler: () => void): () => void {
  let waiting: number | undefined;
  const listener = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    window.clearTimeout(waiting);
    if (event.newValue === LOGGING_OUT) {
      if (tabSubject !== undefined) waiting = window.setTimeout(handler, LOGOUT_WAIT_MS);
      return;
    }
    const changed =
      tabSubject === undefined ? event.newValue !== null && event.newValue !== '' : event.newValue !== tabSubject;
    if (changed) handler();
  };
  window.addEventListener('storage', listener);
  return () => {
    window.clearTimeout(waiting);
    window.removeEventListener('storage', listener);
  };
}
