/**
 * Which user the browser's single sign-on session belongs to, shared by every tab of the portal (localStorage): a tab
 * logs in as one user; when another tab logs out or in as someone else, this tab is stale and must neither call the
 * API with its old token nor end the new session at the issuer.
 */
const KEY = 'happyway.session.subject';

let tabSubject: string | undefined;

/** This tab now speaks for `subject` (after its login or single sign-on check): the other tabs hear of it. */
export function claimTabSession(subject: string): void {
  tabSubject = subject;
  if (localStorage.getItem(KEY) !== subject) localStorage.setItem(KEY, subject);
}

/** This tab logs out: the other tabs hear the browser has no user now. */
export function releaseTabSession(): void {
  localStorage.setItem(KEY, '');
}

/** True when this tab logged in as a user who is no longer the browser's (logged out, or another user logged in). */
export function isStaleTab(): boolean {
  if (tabSubject === undefined) return false;
  const current = localStorage.getItem(KEY);
  return current !== null && current !== tabSubject;
}

/**
 * Calls `handler` when another tab changes the browser's user: for a logged-in tab any other value (logout or
 * another user), for a tab without login a login. Returns the unsubscribe.
 */
export function onSessionChangedElsewhere(handler: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    const changed = tabSubject === undefined ? event.newValue !== null && event.newValue !== '' : event.newValue !== tabSubject;
    if (changed) handler();
  };
  window.addEventListener('storage', listener);
  return () => { window.removeEventListener('storage', listener); };
}
