import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  INVITATION_LIFETIME_MS,
  invitationState,
  isInvitableRole,
  normaliseEmails,
  registrationLink,
  type InvitableRole,
} from '../../../domain/network/invitations.ts';
import { EMAIL_IN_USE, TOKEN_NO_LONGER_VALID, TOKEN_NOT_FOUND } from '../../../domain/rules/messages.ts';
import type { InvitationTokenInfo, InvitationView } from '../../../domain/schemas/invitations.ts';
import type { Database } from '../../db/client.ts';
import { invitations, networks, profiles } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { HttpError } from '../../http/http-error.ts';
import type { NetworkRow } from '../network/public.ts';
import { invitationMail } from './invitation-mail.ts';
import { hashLinkToken, newLinkToken } from '../../auth/link-token.ts';
import { invitationsByIds } from './invitations.repository.ts';

const tokenNotFound = () => new HttpError(404, TOKEN_NOT_FOUND);
const tokenNoLongerValid = () => new HttpError(403, TOKEN_NO_LONGER_VALID);

/**
 * The invitation a registration may consume: 404 'Il token non esistente' for an unknown (or deleted) token, 403
 * 'Token non più valido' once used or expired.
 */
export async function findUsableInvitation(
  db: Database,
  token: string,
): Promise<{ id: string; networkId: string; email: string; roleName: string; invitedBy: string | null }> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashLinkToken(token)));
  if (!row) throw tokenNotFound();
  if (invitationState(row, new Date()) !== 'Pending') throw tokenNoLongerValid();
  return { id: row.id, networkId: row.networkId, email: row.email, roleName: row.roleName, invitedBy: row.invitedBy };
}

/**
 * Spends the invitation for the profile just registered. One conditional update, so two registrations racing on one
 * token cannot both succeed: the second gets 403 'Token non più valido'. Pass the registration's transaction as `db`.
 */
export async function markInvitationUsed(db: Database, invitationId: string, profileId: string): Promise<void> {
  const now = new Date();
  const spent = await db
    .update(invitations)
    .set({ usedAt: now, usedBy: profileId })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
    .returning({ id: invitations.id });
  if (spent.length > 0) return;
  const [existing] = await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, invitationId));
  throw existing ? tokenNoLongerValid() : tokenNotFound();
}

export interface InvitationSending {
  mailer: Mailer;
  publicUrl: string;
}

/** What the public token lookup answers: the invitation's e-mail, role and network, while the token is usable. */
export async function invitationTokenInfo(db: Database, token: string): Promise<InvitationTokenInfo> {
  const invitation = await findUsableInvitation(db, token);
  const [row] = await db
    .select({ expiresAt: invitations.expiresAt, code: networks.code, name: networks.name })
    .from(invitations)
    .innerJoin(networks, eq(networks.id, invitations.networkId))
    .where(eq(invitations.id, invitation.id));
  if (!row || !isInvitableRole(invitation.roleName)) throw tokenNotFound();
  return {
    email: invitation.email,
    role: invitation.roleName,
    networkId: invitation.networkId,
    networkCode: row.code,
    networkName: row.name,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** An address that already has a profile is a 400 'Email già in uso' on the form field `path` that holds it. */
export async function refuseRegisteredEmails(db: Database, emails: string[], path = 'emails'): Promise<void> {
  const registered = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, emails));
  if (registered.length === 0) return;
  const list = registered.map((row) => row.email.toLowerCase()).join(', ');
  throw new HttpError(400, EMAIL_IN_USE, [{ path, message: `${EMAIL_IN_USE}: ${list}` }]);
}

async function inviterName(db: Database, profileId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row ? `${row.firstName} ${row.lastName}` : 'La rete';
}

/**
 * One invitation per e-mail (trimmed, lower case, each once), each with its own token, e-mailed with the registration
 * link. An address that already has a profile is refused ('Email già in uso'); a still unused invitation to the same
 * address in the same network is replaced by the new one. If a mail cannot be sent nothing is created.
 */
export async function createInvitations(
  db: Database,
  { mailer, publicUrl }: InvitationSending,
  invitedBy: string,
  network: NetworkRow,
  role: InvitableRole,
  emails: string[],
  now: Date,
): Promise<InvitationView[]> {
  const addresses = normaliseEmails(emails);
  await refuseRegisteredEmails(db, addresses);
  const inviter = await inviterName(db, invitedBy);
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  return db.transaction(async (tx) => {
    await tx
      .delete(invitations)
      .where(
        and(eq(invitations.networkId, network.id), inArray(invitations.email, addresses), isNull(invitations.usedAt)),
      );
    const created: string[] = [];
    for (const email of addresses) {
      const token = newLinkToken();
      const [row] = await tx
        .insert(invitations)
        .values({ networkId: network.id, email, roleName: role, tokenHash: hashLinkToken(token), invitedBy, expiresAt })
        .returning({ id: invitations.id });
      if (!row) throw new Error('invitation not inserted');
      const link = registrationLink(publicUrl, role, token);
      await queueMail(
        mailer,
        invitationMail({ to: email, role, network, inviter, link, expiresAt }),
        tx,
        'nessun invito è stato creato',
      );
      created.push(row.id);
    }
    return invitationsByIds(tx, created, now);
  });
}

/** Withdraws an invitation of this network (its link then answers 'Il token non esistente'); a used one stays. */
export async function deleteInvitation(db: Database, networkId: string, invitationId: string): Promise<void> {
  const [row] = await db
    .select({ usedAt: invitations.usedAt })
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.networkId, networkId)));
  if (!row) throw new HttpError(404, 'Invito non trovato');
  if (row.usedAt) throw new HttpError(409, 'Un invito già utilizzato non può essere eliminato');
  await db.delete(invitations).where(and(eq(invitations.id, invitationId), isNull(invitations.usedAt)));
}
