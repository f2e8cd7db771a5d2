import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { invitationState, isInvitableRole } from '../../../domain/network/invitations.ts';
import type { InvitationList, InvitationListQuery, InvitationView } from '../../../domain/schemas/invitations.ts';
import type { Database } from '../../db/client.ts';
import { invitations, profiles } from '../../db/schema/index.ts';
import { escapeLike } from '../../crud/conditions.ts';

type InvitationRow = typeof invitations.$inferSelect;

export function invitationView(
  row: InvitationRow,
  inviter: { firstName: string; lastName: string } | null,
  now: Date,
): InvitationView {
  if (!isInvitableRole(row.roleName)) throw new Error(`invitation ${row.id} with a role that cannot be invited`);
  return {
    id: row.id,
    networkId: row.networkId,
    email: row.email,
    role: row.roleName,
    state: invitationState(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
  };
}

async function views(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number } | null,
  now: Date,
): Promise<InvitationView[]> {
  const query = db
    .select({ invitation: invitations, inviter: { firstName: profiles.firstName, lastName: profiles.lastName } })
    .from(invitations)
    .leftJoin(profiles, eq(profiles.id, invitations.invitedBy))
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ invitation, inviter }) => invitationView(invitation, inviter, now));
}

/** One network's invitations, newest first, searched by e-mail (case-insensitive contains). */
export async function listInvitations(
  db: Database,
  networkId: string,
  { q, page, limit }: InvitationListQuery,
  now: Date,
): Promise<InvitationList> {
  const where = and(
    eq(invitations.networkId, networkId),
    q ? ilike(invitations.email, `%${escapeLike(q)}%`) : undefined,
  );
  const [data, [total]] = await Promise.all([
    views(db, where, { limit, offset: (page - 1) * limit }, now),
    db.select({ value: count() }).from(invitations).where(where),
  ]);
  return { data, total: total?.value ?? 0, page, limit };
}

/** The invitations sent to one address, in the given networks (every network when `networkIds` is null). */
export function invitationsForEmail(
  db: Database,
  email: string,
  networkIds: string[] | null,
  now: Date,
): Promise<InvitationView[]> {
  const inNetworks = networkIds === null ? undefined : inArray(invitations.networkId, networkIds);
  return views(db, and(eq(invitations.email, email.trim().toLowerCase()), inNetworks), null, now);
}

export function invitationsByIds(db: Database, ids: string[], now: Date): Promise<InvitationView[]> {
  return ids.length === 0 ? Promise.resolve([]) : views(db, inArray(invitations.id, ids), null, now);
}
