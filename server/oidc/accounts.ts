import { eq, sql } from 'drizzle-orm';
import type { Account, FindAccount } from 'oidc-provider';
import { verifyPassword } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { accounts, profiles } from '../db/schema/index.ts';

export const maxFailedLogins = 5;
export const lockMinutes = 5;

export type LoginOutcome = { ok: true; accountId: string } | { ok: false; reason: 'invalid' | 'locked' };

/** Checks e-mail and password; after five failures in a row the account is locked for five minutes. */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
  now = new Date(),
): Promise<LoginOutcome> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase()));
  if (!account || !account.enabled) return { ok: false, reason: 'invalid' };
  if (account.lockedUntil && account.lockedUntil > now) return { ok: false, reason: 'locked' };
  if (await verifyPassword(password, account.passwordHash)) {
    await db.update(accounts).set({ failedLogins: 0, lockedUntil: null }).where(eq(accounts.id, account.id));
    return { ok: true, accountId: account.id };
  }
  // One atomic update, so failures counted on several nodes at once all count and the fifth one locks.
  const reachesLimit = sql`${accounts.failedLogins} + 1 >= ${maxFailedLogins}`;
  const [counted] = await db
    .update(accounts)
    .set({
      failedLogins: sql`case when ${reachesLimit} then 0 else ${accounts.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then ${new Date(now.getTime() + lockMinutes * 60_000).toISOString()}::timestamptz else null end`,
    })
    .where(eq(accounts.id, account.id))
    .returning({ lockedUntil: accounts.lockedUntil });
  const locked = Boolean(counted?.lockedUntil);
  return { ok: false, reason: locked ? 'locked' : 'invalid' };
}

/** The issuer's view of a person: `sub` is the account id; name and e-mail come from the profile. */
export function createFindAccount(db: Database): FindAccount {
  return async (_ctx, sub): Promise<Account | undefined> => {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, sub));
    if (!account?.enabled) return undefined;
    const [profile] = await db.select().from(profiles).where(eq(profiles.subject, sub));
    return {
      accountId: sub,
      claims: () => ({
        sub,
        email: account.email,
        email_verified: true,
        ...(profile && {
          given_name: profile.firstName,
          family_name: profile.lastName,
          name: `${profile.firstName} ${profile.lastName}`,
        }),
      }),
    };
  };
}
