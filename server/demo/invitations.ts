import { INVITATION_LIFETIME_MS } from '../../domain/network/invitations.ts';
import { hashLinkToken } from '../auth/link-token.ts';
import type { Transaction } from '../db/client.ts';
import { invitations } from '../db/schema/index.ts';

/**
 * The demo invitation's token, known so that a person can try the Designer registration at
 * `/registrazione/designer?token=...`.
 */
export const demoInvitationToken = 'demo-invito-2026';
export const demoInvitationEmail = 'invitato@demo.example';

/** One pending Designer invitation in the demo network, sent by the hub head, valid for the usual 14 days. */
export async function seedDemoInvitation(
  tx: Transaction,
  networkId: string,
  invitedBy: string | undefined,
): Promise<void> {
  await tx.insert(invitations).values({
    networkId,
    email: demoInvitationEmail,
    roleName: 'Designer',
    tokenHash: hashLinkToken(demoInvitationToken),
    invitedBy: invitedBy ?? null,
    expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
  });
}
