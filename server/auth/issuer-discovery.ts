import { createLocalJWKSet, createRemoteJWKSet, errors, type JWK, type JWTVerifyGetKey } from 'jose';

/** What the discovery logs: one warning when an outage starts, one line when it ends (pino's signature). */
export interface DiscoveryLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface DiscoveryTiming {
  /** Wait after the first failure; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long one discovery or key request may take. */
  requestTimeoutMs: number;
}

export const defaultDiscoveryTiming: DiscoveryTiming = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  requestTimeoutMs: 5_000,
};

/** Thrown while the issuer cannot be reached: the API answers 503, not 401, since the token may well be valid. */
export class IssuerUnavailableError extends Error {
  constructor(cause: unknown) {
    super('issuer unreachable', { cause });
    this.name = 'IssuerUnavailableError';
  }
}

export interface IssuerDiscovery {
  /** jose's key lookup over the issuer's JWKS, found through its discovery document on first use. */
  getKey: JWTVerifyGetKey;
  /** Tries the issuer now unless a retry is not due yet; true when its keys are known. For the readiness probe. */
  isReachable(): Promise<boolean>;
}

/** Key errors that say the token is wrong, not that the issuer is unreachable. */
const tokenKeyErrors = new Set([
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWS_INVALID',
]);
const isTokenKeyError = (error: unknown) => error instanceof errors.JOSEError && tokenKeyErrors.has(error.code);

/**
 * An external issuer's discovery document and keys, fetched when first needed (a token arrives, readiness asks), never
 * at startup: a compose stack starts the app before Keycloak. A failure is not kept: the next need after the backoff
 * (0.5 s, doubling to 30 s) tries again, and the first success heals it. One warning per outage, one line at its end.
 */
export function createIssuerDiscovery(
  issuer: string,
  log: DiscoveryLog,
  timing: DiscoveryTiming = defaultDiscoveryTiming,
): IssuerDiscovery {
  const discoveryUrl = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let keySet: JWTVerifyGetKey | undefined;
  let loading: Promise<JWTVerifyGetKey> | undefined;
  let failures = 0;
  let outageSince: Date | undefined;
  let retryAt = 0;

  const failed = (error: unknown) => {
    failures += 1;
    retryAt = Date.now() + Math.min(timing.maxDelayMs, timing.firstDelayMs * 2 ** (failures - 1));
    if (!outageSince) {
      outageSince = new Date();
      log.warn({ issuer, err: error }, 'issuer unreachable: tokens cannot be verified until it answers');
    }
  };
  const succeeded = () => {
    if (outageSince)
      log.info(
        { issuer, outageSeconds: Math.round((Date.now() - outageSince.getTime()) / 1000) },
        'issuer reachable again',
      );
    failures = 0;
    outageSince = undefined;
    retryAt = 0;
  };

  async function discover(): Promise<JWTVerifyGetKey> {
    const response = await fetch(discoveryUrl, { signal: AbortSignal.timeout(timing.requestTimeoutMs) });
    if (!response.ok) throw new Error(`discovery answered ${String(response.status)}`);
    const document = (await response.json()) as { jwks_uri?: unknown };
    if (typeof document.jwks_uri !== 'string') throw new Error('discovery document without jwks_uri');
    const remote = createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: timing.requestTimeoutMs });
    await remote.reload();
    return remote;
  }

  function keys(): Promise<JWTVerifyGetKey> {
    if (keySet) return Promise.resolve(keySet);
    if (loading) return loading;
    if (Date.now() < retryAt)
      return Promise.reject(new IssuerUnavailableError(new Error('waiting before the next try')));
    loading = discover()
      .then(
        (found) => {
          keySet = found;
          succeeded();
          return found;
        },
        (error: unknown) => {
          failed(error);
          throw new IssuerUnavailableError(error);
        },
      )
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    async getKey(header, token) {
      const lookup = await keys();
      try {
        const key = await lookup(header, token);
        if (outageSince) succeeded();
        return key;
      } catch (error) {
        if (isTokenKeyError(error)) throw error;
        // The keys could not be fetched again (Keycloak restarted elsewhere, network): discover afresh after the
        // backoff.
        keySet = undefined;
        failed(error);
        throw new IssuerUnavailableError(error);
      }
    },
    async isReachable() {
      return keys().then(
        () => true,
        () => false,
      );
    },
  };
}

/** The embedded issuer's keys, known without asking anyone: always reachable. */
export const embeddedIssuerDiscovery = (key: JWK): IssuerDiscovery => ({
  getKey: createLocalJWKSet({ keys: [key] }),
  isReachable: () => Promise.resolve(true),
});
