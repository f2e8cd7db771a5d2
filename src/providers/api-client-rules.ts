import axios, { AxiosError, CanceledError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/**
 * The rules every call of our API follows, as axios interceptors on the one instance (DESIGN.md, HTTP and data): the
 * spec's headers (section 7), the bearer token, an `Idempotency-Key` on every write, one token refresh for all the
 * calls a 401 stops at once and one retry after it, a timeout, and the server's message of a refused download. Errors
 * stay axios's own, whose codes and messages spec section 8 quotes.
 */
export interface ClientRules {
  baseURL: string;
  /** The spec's headers (Accept-Language it-IT, application-id, frontend-id). */
  headers: Readonly<Record<string, string>>;
  /** How long a call may take before it fails with 'timeout of {n}ms exceeded'; 0 for none. */
  timeout: number;
  /** The access token now, if any. */
  token: () => string | undefined;
  /** Renews the token; rejects when the session cannot be renewed. */
  refresh: () => Promise<unknown>;
  /** True when this tab's user logged out or changed in another tab: nothing is sent then. */
  isStale: () => boolean;
  /** What happens when a stale tab tries to call (the tab reloads). */
  onStale: () => void;
  /** What happens when a 401 survives the refresh (the session dialog, then logout). */
  onExpired: () => void;
}

/**
 * The header a write carries so the server answers a repeat of the same user action (a retry) with its first answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What this client remembers on a call's config between the interceptors. */
interface CallState {
  /** The token the call was sent with, to tell a 401 for an old token from one for the current token. */
  sentToken?: string | undefined;
  /** Set once the call was sent again after a refresh: a second 401 ends the session. */
  retried?: boolean;
  /** The user action a write repeats, if it can be told (`actionOf`). */
  action?: string | undefined;
}

type StatefulConfig = InternalAxiosRequestConfig & { callState?: CallState };

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
/** How many unanswered writes the client remembers the keys of (the oldest is forgotten first). */
const UNANSWERED_KEPT = 50;

/**
 * The same user action, as far as the client can tell: method, address and JSON body. A file upload (FormData) has
 * none, and always gets a key of its own.
 */
function actionOf(config: InternalAxiosRequestConfig): string | undefined {
  const data: unknown = config.data;
  if (
    data !== undefined &&
    data !== null &&
    typeof data !== 'string' &&
    Object.getPrototypeOf(data) !== Object.prototype &&
    !Array.isArray(data)
  )
    return undefined;
  const query = config.params === undefined ? '' : JSON.stringify(config.params);
  return JSON.stringify([
    (config.method ?? '').toLowerCase(),
    config.baseURL ?? '',
    config.url ?? '',
    query,
    data ?? null,
  ]);
}

/**
 * The keys of writes whose answer never came (a timeout, a lost connection) or was a 5xx: a user who sends the same
 * write again repeats that action, with its key, so a write that did commit is answered as done and not made twice.
 * A write answered otherwise (done, or refused: it changed nothing) is forgotten, and its repeat is a new action.
 */
function createActionKeys() {
  const pending = new Map<string, string>();
  return {
    keyOf(action: string | undefined): string {
      const kept = action === undefined ? undefined : pending.get(action);
      if (kept) return kept;
      const key = crypto.randomUUID();
      if (action !== undefined) {
        if (pending.size >= UNANSWERED_KEPT) {
          const oldest = pending.keys().next();
          if (!oldest.done) pending.delete(oldest.value);
        }
        pending.set(action, key);
      }
      return key;
    },
    answered(action: string | undefined, status: number | undefined): void {
      if (action !== undefined && status !== undefined && status < 500) pending.delete(action);
    },
  };
}

/** The JSON a refused download answered, read back from the bytes axios was asked for (a file was expected). */
function readRefusedDownload(error: AxiosError): void {
  const response = error.response;
  if (!response || !(response.data instanceof ArrayBuffer)) return;
  const text = new TextDecoder().decode(response.data);
  try {
    response.data = JSON.parse(text) as unknown;
  } catch {
    response.data = text;
  }
}

/** Adds the client rules to `instance` and answers it. */
export function applyClientRules(instance: AxiosInstance, rules: ClientRules): AxiosInstance {
  instance.defaults.baseURL = rules.baseURL;
  instance.defaults.timeout = rules.timeout;
  const actionKeys = createActionKeys();
  let refreshing: Promise<boolean> | undefined;
  /** One refresh in flight for every call that a 401 stopped meanwhile. */
  const refreshOnce = () => {
    refreshing ??= rules
      .refresh()
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  instance.interceptors.request.use((config: StatefulConfig) => {
    if (rules.isStale()) {
      rules.onStale();
      throw new CanceledError(undefined, config);
    }
    for (const [name, value] of Object.entries(rules.headers)) {
      if (!config.headers.has(name)) config.headers.set(name, value);
    }
    if (WRITES.has((config.method ?? 'get').toLowerCase()) && !config.headers.has(IDEMPOTENCY_HEADER)) {
      const action = actionOf(config);
      config.headers.set(IDEMPOTENCY_HEADER, actionKeys.keyOf(action));
      config.callState = { ...config.callState, action };
    }
    const token = rules.token();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.callState = { ...config.callState, sentToken: token };
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      actionKeys.answered((response.config as StatefulConfig).callState?.action, response.status);
      return response;
    },
    async (error: unknown) => {
      if (!(error instanceof AxiosError)) throw error;
      readRefusedDownload(error);
      const config = error.config as StatefulConfig | undefined;
      actionKeys.answered(config?.callState?.action, error.response?.status);
      if (error.response?.status !== 401 || !config) throw error;
      if (config.callState?.retried) {
        rules.onExpired();
        throw error;
      }
      // A call sent with a token that was renewed meanwhile is sent again at once; otherwise one refresh for all.
      const renewedMeanwhile = rules.token() !== undefined && rules.token() !== config.callState?.sentToken;
      if (!renewedMeanwhile && !(await refreshOnce())) {
        rules.onExpired();
        throw error;
      }
      config.callState = { ...config.callState, retried: true };
      return instance.request(config);
    },
  );
  return instance;
}

/** A new axios instance that follows the client rules. */
export const createApiClient = (rules: ClientRules): AxiosInstance => applyClientRules(axios.create(), rules);
