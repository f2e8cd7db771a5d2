import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_MESSAGES } from '../../../domain/rules/password.ts';
import type { PasswordUpdate } from '../../../domain/schemas/password-change.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';

export const EXTERNAL_ISSUER_PASSWORD = "La password si cambia dalla pagina dell'account del servizio di accesso.";
const ACCOUNT_NOT_FOUND = 'Account di accesso non trovato';

/**
 * PUT /profile/profile/password on the embedded issuer: the current password must match the login account's hash,
 * then the new one replaces it (and clears any lockout). A wrong current password is a 400 and changes nothing.
 */
export async function changePassword(db: Database, caller: Caller, update: PasswordUpdate): Promise<void> {
  const accountId = z.uuid().safeParse(caller.subject);
  if (!accountId.success) throw new HttpError(404, ACCOUNT_NOT_FOUND);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId.data));
  if (!account?.enabled) throw new HttpError(404, ACCOUNT_NOT_FOUND);
  if (!(await verifyPassword(update.currentPassword, account.passwordHash))) {
    throw new HttpError(400, PASSWORD_MESSAGES.currentWrong, [
      { path: 'currentPassword', message: PASSWORD_MESSAGES.currentWrong },
    ]);
  }
  const passwordHash = await hashPassword(update.value);
  await db
    .update(accounts)
    .set({ passwordHash, failedLogins: 0, lockedUntil: null })
    .where(eq(accounts.id, account.id));
}
