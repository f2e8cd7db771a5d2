import { and, eq } from 'drizzle-orm';
import { isAppRoleName, type AppRoleName } from '../../../domain/auth/roles.ts';
import { networkPolicy } from '../../../domain/policies/networks.ts';
import { roles, userRoles } from '../../db/schema/index.ts';
import { isInvitableRole, registrationFlowOf } from '../../../domain/network/invitations.ts';
import { flowOpens, INVITATION_REQUIRED, registrationFlows } from '../../../domain/registration/flows.ts';
import type { RegistrationRequest } from '../../../domain/registration/registration-request.ts';
import { NETWORK_CODE_NOT_FOUND } from '../../../domain/rules/messages.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { findUsableInvitation } from '../invitations/public.ts';
import { networkById, type NetworkRow, validateNetworkCode } from '../network/public.ts';

export const REGISTRATION_JOINING_MESSAGES = {
  invitedEmail: "Usa l'email a cui è arrivato l'invito",
  invitedNetwork: "Il codice rete non corrisponde a quello dell'invito",
  otherFlow: "Questo invito è per un altro percorso di registrazione: apri il link ricevuto nell'email",
} as const;

/** Where the new member goes: the network, the role they ask for, and the invitation they spend, if any. */
export interface Joining {
  network: NetworkRow;
  roleName: AppRoleName;
  invitationId: string | null;
}

/**
 * Whether the invitation's sender, by their Active roles, invites into every network (back office; a seeded invitation
 * has no sender).
 */
async function sentByBackOffice(db: Database, invitedBy: string | null): Promise<boolean> {
  if (!invitedBy) return false;
  const held = await db
    .select({ roleName: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.profileId, invitedBy), eq(userRoles.status, 'Active')));
  return networkPolicy.invitesIntoEveryNetwork(held.map((role) => role.roleName).filter(isAppRoleName));
}

const invalid = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

/**
 * With an invitation token: 404 'Il token non esistente' or 403 'Token non più valido' for a token that cannot be used;
 * the e-mail must be the invited one and the network code the invitation's; the role is the invitation's.
 * Without one: the network of the code ('Codice non trovato! Riprova' on the field) and the flow's role. A flow that
 * needs an invitation (or back office's) is refused with 403 without it (domain/registration/flows.ts).
 */
export async function resolveJoining(db: Database, request: RegistrationRequest): Promise<Joining> {
  if (request.token === undefined) {
    if (!flowOpens(request.flow, null))
      throw new HttpError(403, INVITATION_REQUIRED, [{ path: 'token', message: INVITATION_REQUIRED }]);
    const network = await validateNetworkCode(db, request.network.networkCode).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404
        ? invalid('network.networkCode', NETWORK_CODE_NOT_FOUND)
        : error;
    });
    return {
      network: await networkById(db, network.id),
      roleName: registrationFlows[request.flow].role,
      invitationId: null,
    };
  }
  const invitation = await findUsableInvitation(db, request.token);
  if (!isInvitableRole(invitation.roleName) || registrationFlowOf[invitation.roleName] !== request.flow) {
    throw invalid('token', REGISTRATION_JOINING_MESSAGES.otherFlow);
  }
  if (!flowOpens(request.flow, { sentByBackOffice: await sentByBackOffice(db, invitation.invitedBy) })) {
    throw new HttpError(403, INVITATION_REQUIRED, [{ path: 'token', message: INVITATION_REQUIRED }]);
  }
  if (invitation.email !== request.user.email) throw invalid('user.email', REGISTRATION_JOINING_MESSAGES.invitedEmail);
  const network = await networkById(db, invitation.networkId);
  if (network.code !== request.network.networkCode)
    throw invalid('network.networkCode', REGISTRATION_JOINING_MESSAGES.invitedNetwork);
  return { network, roleName: invitation.roleName, invitationId: invitation.id };
}
