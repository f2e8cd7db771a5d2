import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { VerifiedToken } from './token-verifier.ts';

export type LinkOutcome = 'linked' | 'not-linkable';

/** Postgres's unique_violation: the subject was bound meanwhile (two first requests at once). */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * First login with an external issuer (Keycloak assigns `sub` itself): a token whose e-mail is verified and names
 * exactly one enabled profile that no issuer subject is bound to yet binds its `sub` to that profile, in one
 * transaction with its audit entry. A profile is bound once: later tokens with another `sub` and the same e-mail are
 * never linked (a new Keycloak user for the same address does not take the profile over).
 */
export async function linkFirstLogin(db: Database, issuer: string, token: VerifiedToken): Promise<LinkOutcome> {
  const { email } = token;
  if (!email || !token.emailVerified) return 'not-linkable';
  try {
    return await db.transaction(async (tx) => {
      const [profile] = await tx
        .select({
          id: profiles.id,
          subject: profiles.subject,
          subjectIssuer: profiles.subjectIssuer,
          enabled: profiles.enabled,
        })
        .from(profiles)
        .where(eq(profiles.email, email))
        .for('update');
      if (!profile?.enabled || profile.subjectIssuer !== null) return 'not-linkable';
      const bound = await tx
        .update(profiles)
        .set({ subject: token.subject, subjectIssuer: issuer })
        .where(and(eq(profiles.id, profile.id), isNull(profiles.subjectIssuer)))
        .returning({ id: profiles.id });
      if (bound.length === 0) return 'not-linkable';
      await recordAudit(tx, {
        resource: 'profiles',
        recordId: profile.id,
        action: 'update',
        actorId: profile.id,
        changes: { subject: { from: profile.subject, to: token.subject }, subjectIssuer: { from: null, to: issuer } },
      });
      return 'linked';
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'not-linkable';
    throw error;
  }
}
