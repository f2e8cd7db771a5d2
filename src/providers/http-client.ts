import axios, { AxiosError, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { APP_ROLE_HEADER, standardRequestHeaders } from '../../domain/settings.ts';
import { currentToken, refreshToken } from './keycloak.ts';
import { isStaleTab } from './tab-session.ts';

export const apiUrl = import.meta.env.VITE_API_URL ?? '/api';

type RetriableConfig = InternalAxiosRequestConfig & { retried?: boolean };

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
 * The one axios instance: the spec's headers, the bearer token, and one refresh plus one retry on a 401. A tab whose
 * user logged out or changed in another tab sends nothing (the request is canceled), so no call speaks as a user who
 * left.
 */
export const httpClient = axios.create({ baseURL: apiUrl, timeout: 0, headers: { ...standardRequestHeaders } });

httpClient.interceptors.request.use((config) => {
  if (isStaleTab()) {
    staleSession();
    throw new CanceledError(undefined, config);
  }
  const token = currentToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

httpClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) throw error;
  const config: RetriableConfig = error.config;
  if (config.retried) {
    sessionExpired();
    throw error;
  }
  config.retried = true;
  const refreshed = await refreshToken().then(() => true, () => false);
  if (!refreshed) {
    sessionExpired();
    throw error;
  }
  return httpClient.request(config);
});

/** The request settings that make a call speak as one role (spec section 7, X-AppRole). */
export const asAppRole = (roleId: number): { headers: Record<string, string> } => ({ headers: { [APP_ROLE_HEADER]: String(roleId) } });
