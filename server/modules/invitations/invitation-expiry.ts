import { and, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invitations } from '../../db/schema/index.ts';
import { mailDate } from '../../i18n/role-labels.ts';
import { notify } from '../../notices/notify.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { claimNotice } from '../../jobs/sent-notices.ts';

export const INVITATION_EXPIRED_NOTICE = 'invitation.expired';
/** Invitations that expired longer ago than this are left alone (the job looks back a week, hourly). */
const LOOK_BACK_MS = 7 * 24 * 60 * 60_000;

/** Every hour: whoever sent an invitation that expired unused is told once, so they can send a new one. */
export const invitationExpiryNotices = (db: Database): JobDefinition => ({
  name: 'invitations.expiry-notices',
  cron: '7 * * * *',
  async run() {
    await sendInvitationExpiryNotices(db, new Date());
  },
});

/** Answers how many notices went now. */
export async function sendInvitationExpiryNotices(db: Database, now: Date): Promise<number> {
  const expired = await db
    .select()
    .from(invitations)
    .where(
      and(
        isNull(invitations.usedAt),
        isNotNull(invitations.invitedBy),
        lt(invitations.expiresAt, now),
        gt(invitations.expiresAt, new Date(now.getTime() - LOOK_BACK_MS)),
      ),
    );
  let sent = 0;
  for (const invitation of expired) {
    if (!invitation.invitedBy) continue;
    const inviter = invitation.invitedBy;
    const notified = await db.transaction(async (tx) => {
      if (!(await claimNotice(tx, INVITATION_EXPIRED_NOTICE, invitation.id))) return false;
      await notify(tx, inviter, {
        kind: INVITATION_EXPIRED_NOTICE,
        title: 'Invito scaduto',
        body: `L'invito inviato a ${invitation.email} è scaduto il ${mailDate(invitation.expiresAt)} senza essere usato: puoi inviarne uno nuovo.`,
        link: '/network',
      });
      return true;
    });
    if (notified) sent += 1;
  }
  return sent;
}
