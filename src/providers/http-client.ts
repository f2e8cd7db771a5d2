import { API_BASE } from '../../domain/api/base.ts';
import { APP_ROLE_HEADER, standardRequestHeaders } from '../../domain/settings.ts';
import { createApiClient } from './api-client-rules.ts';
import { currentToken, refreshToken } from './keycloak.ts';
import { isStaleTab } from './tab-session.ts';

export const apiUrl = import.meta.env.VITE_API_URL ?? API_BASE;

/** A call of our API that has had no answer after this long fails with axios's 'timeout of 30000ms exceeded'. */
export const API_TIMEOUT_MS = 30_000;

let sessionExpired: () => void = () => undefined;

/** What happens when a 401 survives a token refresh (the session dialog, then logout). */
export function onSessionExpired(handler: () => void): void {
  sessionExpired = handler;
}

let staleSession: () => void = () => undefined;

/** What happens when a request finds that this tab's user logged out or changed in another tab (the tab reloads). */
export function onStaleSession(handler: () => void): void {
  staleSession = handler;
}

/**
 * The one axios instance of our API (refine's data provider, the hooks of use-api.ts and the notification stream all
 * call through it): the spec's headers, the bearer token, one refresh plus one retry on a 401, an Idempotency-Key on
 * every write. A tab whose user logged out or changed in another tab sends nothing (the request is canceled), so no
 * call speaks as a user who left.
 */
export const httpClient = createApiClient({
  baseURL: apiUrl,
  headers: standardRequestHeaders,
  timeout: API_TIMEOUT_MS,
  token: currentToken,
  refresh: () => refreshToken(),
  isStale: isStaleTab,
  onStale: () => {
    staleSession();
  },
  onExpired: () => {
    sessionExpired();
  },
});

/** The request settings that make a call speak as one role (spec section 7, X-AppRole). */
export const asAppRole = (roleId: number): { headers: Record<string, string> } => ({
  headers: { [APP_ROLE_HEADER]: String(roleId) },
});
