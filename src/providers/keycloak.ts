import Keycloak from 'keycloak-js';
import { SESSION } from '../../domain/rules/constants.ts';
import type { ClientConfig } from '../../domain/schemas/client-config.ts';
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
    initialisation = keycloak.init({
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: `${origin()}/silent-check-sso.html`,
      checkLoginIframe: false,
      pkceMethod: 'S256',
      redirectUri: homeUrl(),
      scope: 'openid profile email',
      messageReceiveTimeout: 10_000,
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

/** One refresh in flight for every caller; minimum validity as the spec says (99999 s: refresh on every check). */
export function refreshToken(minValidity: number = SESSION.refreshMinValiditySeconds): Promise<boolean> {
  refreshing ??= keycloak().updateToken(minValidity).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

export const login = (): Promise<void> => keycloak().login({ redirectUri: homeUrl() });
export function logout(): Promise<void> {
  rememberSignedIn(false);
  return keycloak().logout({ redirectUri: `${origin()}/` });
}
