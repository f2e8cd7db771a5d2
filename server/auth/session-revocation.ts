import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { CALLER_CHANNEL } from '../notices/notification-signals.ts';
import { endedSessions, oidcPayloads, profiles } from '../db/schema/index.ts';
import type { VerifiedToken } from './token-verifier.ts';

/** How long a logged-out session id stays refused: longer than any session of either issuer lasts. */
const SESSION_KEY_DAYS = 2;

const sessionKey = (sessionId: string) => `sid:${sessionId}`;
const tokenKey = (tokenId: string) => `jti:${tokenId}`;
const keysOf = (token: VerifiedToken): string[] => [
  ...(token.tokenId ? [tokenKey(token.tokenId)] : []),
  ...(token.sessionId ? [sessionKey(token.sessionId)] : []),
];

/**
 * Whether the API must refuse this token although its signature holds: its session was logged out, or its owner's
 * sessions were ended (suspension, rejection, role removal) after it was issued. The embedded issuer tells the
 * millisecond, so a login right after the ending passes; `iat` alone counts whole seconds, and a token of the ending's
 * own second is refused then. One query per request.
 */
export async function isTokenRevoked(db: Database, token: VerifiedToken): Promise<boolean> {
  const keys = keysOf(token);
  const endedAfterIssue =
    token.issuedAtMs === undefined
      ? gte(sql`date_trunc('second', ${profiles.sessionsEndedAt})`, new Date(token.issuedAt * 1000))
      : gte(profiles.sessionsEndedAt, new Date(token.issuedAtMs));
  const ended = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(and(eq(profiles.subject, token.subject), endedAfterIssue));
  const loggedOut =
    keys.length > 0
      ? db
          .select({ one: sql`1` })
          .from(endedSessions)
          .where(and(inArray(endedSessions.key, keys), gte(endedSessions.expiresAt, new Date())))
      : undefined;
  const [row] = await db
    .select({
      revoked: loggedOut ? sql<boolean>`exists (${ended}) or exists (${loggedOut})` : sql<boolean>`exists (${ended})`,
    })
    .from(sql`(select 1) as probe`);
  return row?.revoked === true;
}

/** Logout: this access token, and every token of its session, is refused from now on, on every node. */
export async function endTokenSession(db: Database, token: VerifiedToken, now = new Date()): Promise<void> {
  const rows = [
    ...(token.tokenId ? [{ key: tokenKey(token.tokenId), expiresAt: new Date(token.expiresAt * 1000) }] : []),
    ...(token.sessionId
      ? [{ key: sessionKey(token.sessionId), expiresAt: new Date(now.getTime() + SESSION_KEY_DAYS * 86_400_000) }]
      : []),
  ];
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(endedSessions).values(rows).onConflictDoNothing();
    // Every node forgets the tokens of this caller it had found valid (delivered on commit, like a role's change).
    await tx.execute(
      sql`select pg_notify(${CALLER_CHANNEL}, ${profiles.id}::text) from ${profiles} where ${profiles.subject} = ${token.subject}`,
    );
  });
}

/**
 * Ends every session of these profiles at once (inside the caller's transaction): tokens issued until now are refused
 * from the next request, and the embedded issuer's grants, refresh tokens and login sessions of their accounts are
 * dropped, so no refresh brings a token back. With an external issuer the API's refusal is what ends them.
 */
export async function endSessionsOf(db: Database, profileIds: readonly string[], now = new Date()): Promise<void> {
  if (profileIds.length === 0) return;
  const ended = await db
    .update(profiles)
    .set({ sessionsEndedAt: now })
    .where(inArray(profiles.id, [...profileIds]))
    .returning({ subject: profiles.subject });
  const subjects = ended.map((row) => row.subject);
  if (subjects.length > 0) {
    await db.delete(oidcPayloads).where(inArray(sql`${oidcPayloads.payload} ->> 'accountId'`, subjects));
  }
}

/** Drops the logged-out keys that expired (their tokens are refused by their expiry anyway). */
export async function purgeEndedSessions(db: Database, now = new Date()): Promise<void> {
  await db.delete(endedSessions).where(lt(endedSessions.expiresAt, now));
}
