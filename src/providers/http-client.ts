import { APP_ROLE_HEADER, standardRequestHeaders } from '../../domain/settings.ts';
import { createHttpClient, HttpError } from './http.ts';
import { currentToken, refreshToken } from './keycloak.ts';
import { isStaleTab } from './tab-session.ts';

export const apiUrl = import.meta.env.VITE_API_URL ?? '/api';

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

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.response?.status === 401;

/**
 * The one client of our API: the spec's headers, the bearer token, and one refresh plus one retry on a 401. A tab whose
 * user logged out or changed in another tab sends nothing (the request is canceled), so no call speaks as a user who
 * left.
 */
export const httpClient = createHttpClient({
  baseUrl: apiUrl,
  headers: standardRequestHeaders,
  beforeSend: (request) => {
    if (isStaleTab()) {
      staleSession();
      throw new HttpError('canceled', 'ERR_CANCELED', request);
    }
    const token = currentToken();
    return token ? { ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } } : request;
  },
  onFailure: async (error, retry) => {
    if (!isUnauthorized(error)) throw error;
    const refreshed = await refreshToken().then(() => true, () => false);
    if (!refreshed) {
      sessionExpired();
      throw error;
    }
    try {
      return await retry();
    } catch (again) {
      if (isUnauthorized(again)) sessionExpired();
      throw again;
    }
  },
});

/** The request settings that make a call speak as one role (spec section 7, X-AppRole). */
export const asAppRole = (roleId: number): { headers: Record<string, string> } => ({ headers: { [APP_ROLE_HEADER]: String(roleId) } });
