import { randomUUID } from 'node:crypto';
import { appRoles } from '../../domain/auth/roles.ts';
import type { Database } from '../db/client.ts';
import { profiles, userRoles } from '../db/schema/index.ts';

/**
 * The first back-office admin of a new deployment (BOOTSTRAP_ADMIN_EMAIL): a profile with the BackofficeAdmin role,
 * Active, whose subject waits for the external issuer's first login with that verified e-mail (account-linking.ts).
 * Nothing happens when a profile with that e-mail exists; several nodes starting together make one.
 */
export async function ensureBootstrapAdmin(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(profiles)
      .values({ subject: `bootstrap:${randomUUID()}`, email, firstName: 'Amministratore', lastName: 'HappyWay' })
      .onConflictDoNothing({ target: profiles.email })
      .returning({ id: profiles.id });
    if (!created) return false;
    await tx
      .insert(userRoles)
      .values({ profileId: created.id, roleId: appRoles.BackofficeAdmin, status: 'Active', page: null });
    return true;
  });
}
