import { and, eq, isNotNull } from 'drizzle-orm';
import { isNearExpiration } from '../../../domain/rules/subscriptions.ts';
import type { Database } from '../../db/client.ts';
import { profiles, subscriptions, subscriptionTemplates } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailDate } from '../../i18n/role-labels.ts';
import { notify } from '../../notices/notify.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { claimNotice } from '../../jobs/sent-notices.ts';

export const SUBSCRIPTION_EXPIRY_NOTICE = 'subscription.expiring';

/**
 * Every morning at 8 (Rome): one notice and one e-mail per subscription that entered its last 30 days (spec section 9),
 * claimed, noticed and queued in one transaction, so a claim never commits without its mail.
 */
export const subscriptionExpiryNotices = (db: Database, mailer: Mailer, publicUrl: string): JobDefinition => ({
  name: 'subscriptions.expiry-notices',
  cron: '0 8 * * *',
  async run() {
    await sendSubscriptionExpiryNotices(db, mailer, publicUrl, new Date());
  },
});

/** Answers how many notices went now; a subscription renewed to a new date gets a notice of its own again. */
export async function sendSubscriptionExpiryNotices(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .select({
      id: subscriptions.id,
      profileId: subscriptions.profileId,
      status: subscriptions.status,
      expirationDate: subscriptions.expirationDate,
      entityType: subscriptions.entityType,
      entityId: subscriptions.entityId,
      plan: subscriptionTemplates.name,
      email: profiles.email,
      firstName: profiles.firstName,
    })
    .from(subscriptions)
    .innerJoin(subscriptionTemplates, eq(subscriptionTemplates.id, subscriptions.templateId))
    .innerJoin(profiles, eq(profiles.id, subscriptions.profileId))
    .where(and(eq(subscriptions.status, 'Confirmed'), isNotNull(subscriptions.expirationDate)));
  let sent = 0;
  for (const row of rows) {
    const item = {
      status: row.status,
      expirationDate: row.expirationDate,
      entityType: row.entityType,
      entity_id: row.entityId,
    };
    if (!row.expirationDate || !isNearExpiration(item, now)) continue;
    const expiresOn = mailDate(new Date(`${row.expirationDate}T12:00:00Z`));
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimNotice(tx, SUBSCRIPTION_EXPIRY_NOTICE, `${row.id}:${row.expirationDate ?? ''}`))) return false;
      await notify(tx, row.profileId, {
        kind: SUBSCRIPTION_EXPIRY_NOTICE,
        title: 'Abbonamento in scadenza',
        body: `Il tuo abbonamento «${row.plan}» scade il ${expiresOn}: rinnovalo per continuare a usare il portale.`,
        link: '/profile',
      });
      await mailer.send(
        {
          to: row.email,
          subject: `Il tuo abbonamento HappyWay scade il ${expiresOn}`,
          text: [
            `Ciao ${row.firstName},`,
            '',
            `il tuo abbonamento «${row.plan}» scade il ${expiresOn}.`,
            `Per rinnovarlo accedi al portale: ${publicUrl}/profile`,
            '',
            'Il team HappyWay',
          ].join('\n'),
        },
        { transaction: tx },
      );
      return true;
    });
    if (!claimed) continue;
    sent += 1;
  }
  return sent;
}
