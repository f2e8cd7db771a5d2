import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../config/env.ts';

/** What the API reads from a verified access token (README, "External issuer"). */
export interface VerifiedToken {
  subject: string;
  /** The `email` claim (Keycloak's `email` scope); used only to link a first login. */
  email: string | undefined;
  emailVerified: boolean;
  /** Seconds since the epoch, as in `iat` and `exp`. */
  issuedAt: number;
  /** Milliseconds since the epoch, where the issuer tells them (the embedded one does, in `iat_ms`). */
  issuedAtMs: number | undefined;
  expiresAt: number;
  /** `jti`: this token; `sid`: the login session it belongs to (Keycloak sets both). */
  tokenId: string | undefined;
  sessionId: string | undefined;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

/** The embedded issuer's claim of the millisecond a token was issued. */
export const ISSUED_AT_MS_CLAIM = 'iat_ms';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Verifies access tokens: signature (the issuer's keys), issuer, audience, algorithm, expiry, and `at+jwt` for the
 * embedded issuer. A token without `sub` (a Keycloak client without the `basic` scope) is refused.
 */
export function createTokenVerifier(config: AppConfig, keys: JWTVerifyGetKey): TokenVerifier {
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, keys, {
        issuer: config.issuer,
        audience: config.audience,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat'],
        ...(config.embeddedIssuer && { typ: 'at+jwt' }),
      });
      const subject = text(payload.sub);
      if (!subject) throw new Error('token without subject');
      return {
        subject,
        email: text(payload.email)?.toLowerCase(),
        emailVerified: payload.email_verified === true,
        issuedAt: payload.iat ?? 0,
        issuedAtMs: typeof payload[ISSUED_AT_MS_CLAIM] === 'number' ? payload[ISSUED_AT_MS_CLAIM] : undefined,
        expiresAt: payload.exp ?? 0,
        tokenId: text(payload.jti),
        sessionId: text(payload.sid),
      };
    },
  };
}
