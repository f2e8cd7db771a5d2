import Keycloak from 'keycloak-js';
import { API_BASE } from '../../domain/api/base.ts';
import { urlOf } from '../../domain/api/endpoint.ts';
import { sessionApi } from '../../domain/api/session.ts';
import { SESSION } from '../../domain/rules/constants.ts';
import type { ClientConfig } from '../../domain/schemas/client-config.ts';
import { beginTabLogout, claimTabSession, isStaleTab, settleAnonymousTab } from './tab-session.ts';
import { rememberSignedIn } from './signed-in-hint.ts';

/** Read when used, not on import, so code that only imports the API client also runs outside a browser. */
const origin = (): string => window.location.origin;
const homeUrl = (): string => `${origin()}/home`;

let instance: Keycloak | undefined;
let initialisation: Promise<boolean> | undefined;
let refreshing: Promise<boolean> | undefined;

/** Single sign-on check, exactly once per page load (StrictMode renders twice; keycloak-js must init once). */
export function initKeycloak(config: ClientConfig): Promise<boolean> {
  if (!initialisation) {
    const keycloak = new Keycloak({ oidcProvider: config.issuer, clientId: config.clientId });
    instance = keycloak;
    initialisation = keycloak
      .init({
        onLoad: 'check-sso',
        silentCheckSsoRedirectUri: `${origin()}/silent-check-sso.html`,
        checkLoginIframe: false,
        pkceMethod: 'S256',
        redirectUri: homeUrl(),
        scope: 'openid profile email',
        messageReceiveTimeout: 10_000,
      })
      .then((authenticated) => {
        if (authenticated && keycloak.subject) claimTabSession(keycloak.subject);
        else settleAnonymousTab();
        return authenticated;
      });
  }
  return initialisation;
}

function keycloak(): Keycloak {
  if (!instance) throw new Error('keycloak-js used before initKeycloak()');
  return instance;
}

export const currentToken = (): string | undefined => instance?.token;
export const isAuthenticated = (): boolean => instance?.authenticated === true;
/** The e-mail of the signed-in token, when the issuer puts one in it. */
export const signedInEmail = (): string | undefined => {
  const email = instance?.tokenParsed?.email as unknown;
  return typeof email === 'string' ? email : undefined;
};

/**
 * One refresh in flight for every caller; minimum validity as the spec says (99999 s: refresh on every check). A stale
 * tab (another user logged in or out meanwhile) never asks the issuer: its old session is not the browser's any more.
 */
export function refreshToken(minValidity: number = SESSION.refreshMinValiditySeconds): Promise<boolean> {
  if (isStaleTab()) return Promise.reject(new Error('The session of this tab ended in another tab'));
  refreshing ??= keycloak()
    .updateToken(minValidity)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

export const login = (): Promise<void> => keycloak().login({ redirectUri: homeUrl() });
/**
 * Logs out at the issuer and tells the other tabs. A stale tab only reloads into the browser's current session: its
 * logout would end the session of the user who logged in since, in another tab.
 */
export function logout(): Promise<void> {
  if (isStaleTab()) {
    window.location.reload();
    return Promise.resolve();
  }
  beginTabLogout();
  rememberSignedIn(false);
  return endApiSession().then(() => keycloak().logout({ redirectUri: `${origin()}/` }));
}

/** How long the logout waits for the API to refuse its token before it goes to the issuer anyway. */
const API_LOGOUT_TIMEOUT_MS = 3_000;

/** Tells the API the session ends, so its access token is refused from now on (not for the minutes it has left). */
function endApiSession(): Promise<void> {
  const token = instance?.token;
  if (!token) return Promise.resolve();
  return fetch(`${import.meta.env.VITE_API_URL ?? API_BASE}${urlOf(sessionApi.logout)}`, {
    method: sessionApi.logout.method,
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
    signal: AbortSignal.timeout(API_LOGOUT_TIMEOUT_MS),
  }).then(
    () => undefined,
    () => undefined,
  );
}
