import type { Transaction } from '../db/client.ts';
import { HttpError, unavailableMessage } from '../http/http-error.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * Queues a mail in the write's transaction, so it leaves only if the write commits. A queue that cannot take it is the
 * database failing, not the mail: the whole write is undone and the caller is told the service is unavailable, with
 * `undone` saying what was not saved ("la registrazione non è stata salvata").
 */
export async function queueMail(
  mailer: Mailer,
  mail: OutgoingMail,
  transaction: Transaction,
  undone: string,
): Promise<void> {
  await mailer.send(mail, { transaction }).catch(() => {
    throw new HttpError(503, unavailableMessage(undone));
  });
}
