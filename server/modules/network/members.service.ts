import { and, eq, inArray } from 'drizzle-orm';
import { isAppRoleName } from '../../../domain/auth/roles.ts';
import { endSessionsOf } from '../../auth/session-revocation.ts';
import type { Database } from '../../db/client.ts';
import { networks, profiles, roles, userRoles } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { HttpError } from '../../http/http-error.ts';
import { notify } from '../../notices/notify.ts';
import { approvalMessages, rejectionMessages, type MemberFacts } from './membership-mails.ts';

export interface MemberDecisionTarget {
  profileId: string;
  /** The member must belong to this network; any network when null (back office). */
  networkId: string | null;
  /** Only these Waiting roles change; every Waiting role when null. */
  roleIds: number[] | null;
}

export type MemberDecision = { outcome: 'approve' } | { outcome: 'reject'; reason: string };

export interface DecisionDeps {
  mailer: Mailer;
  publicUrl: string;
}

async function memberOf(db: Database, { profileId, networkId }: MemberDecisionTarget) {
  const [row] = await db
    .select({
      email: profiles.email,
      firstName: profiles.firstName,
      networkId: profiles.networkId,
      networkName: networks.name,
    })
    .from(profiles)
    .leftJoin(networks, eq(networks.id, profiles.networkId))
    .where(eq(profiles.id, profileId));
  if (!row || (networkId !== null && row.networkId !== networkId)) throw new HttpError(404, 'Membro non trovato');
  return row;
}

/**
 * Approves (Waiting -> Active) or rejects (Waiting -> Suspended, with the reason) a member's waiting roles, then tells
 * the member with a notification and an e-mail; a rejection ends the member's sessions. All in one transaction: if the
 * e-mail cannot leave, nothing changes.
 */
export async function decideWaitingRoles(
  db: Database,
  { mailer, publicUrl }: DecisionDeps,
  target: MemberDecisionTarget,
  decision: MemberDecision,
): Promise<void> {
  const member = await memberOf(db, target);
  const values =
    decision.outcome === 'approve'
      ? { status: 'Active', statusReason: null, page: null }
      : { status: 'Suspended', statusReason: decision.reason };
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(userRoles)
      .set(values)
      .where(
        and(
          eq(userRoles.profileId, target.profileId),
          eq(userRoles.status, 'Waiting'),
          target.roleIds === null ? undefined : inArray(userRoles.roleId, target.roleIds),
        ),
      )
      .returning({ roleId: userRoles.roleId });
    if (changed.length === 0) throw new HttpError(409, 'Nessun ruolo in attesa di approvazione per questo profilo');
    if (decision.outcome === 'reject') await endSessionsOf(tx, [target.profileId]);
    const names = await tx
      .select({ name: roles.name })
      .from(roles)
      .where(
        inArray(
          roles.id,
          changed.map((row) => row.roleId),
        ),
      );
    const facts: MemberFacts = {
      email: member.email,
      firstName: member.firstName,
      networkName: member.networkName,
      roles: names.map((row) => row.name).filter(isAppRoleName),
    };
    const { notice, mail } =
      decision.outcome === 'approve'
        ? approvalMessages(facts, `${publicUrl}/login`)
        : rejectionMessages(facts, decision.reason);
    await notify(tx, target.profileId, notice);
    await queueMail(mailer, mail, tx, 'nessuna modifica è stata salvata');
  });
}
