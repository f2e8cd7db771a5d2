import { SIGNED_IN_HINT_KEY as key } from '../../domain/page-storage.ts';

/**
 * Whether this browser was signed in when the portal last knew: main.tsx reads it to serve the welcome page as a light
 * public tree to visitors (no keycloak-js) and the portal, which sends a signed-in user home, to everyone else.
 * A hint only: the single sign-on check of the portal stays the truth, and resets it.
 */
export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return true;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(key, '1');
    else window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): every visit then takes the portal's own check.
  }
}
