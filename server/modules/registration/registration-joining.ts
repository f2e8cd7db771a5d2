import type { AppRoleName } from '../../../domain/auth/roles.ts';
import { isInvitableRole, registrationFlowOf } from '../../../domain/network/invitations.ts';
import { registrationFlows } from '../../../domain/registration/flows.ts';
import type { RegistrationRequest } from '../../../domain/registration/registration-request.ts';
import { NETWORK_CODE_NOT_FOUND } from '../../../domain/rules/messages.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findUsableInvitation } from '../invitations/invitations.service.ts';
import { networkById, type NetworkRow } from '../network/network-access.ts';
import { validateNetworkCode } from '../network/network.service.ts';

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

const invalid = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

/**
 * With an invitation token: 404 'Il token non esistente' or 403 'Token non più valido' for a token that cannot be used;
 * the e-mail must be the invited one and the network code the invitation's; the role is the invitation's.
 * Without one: the network of the code ('Codice non trovato! Riprova' on the field) and the flow's role.
 */
export async function resolveJoining(db: Database, request: RegistrationRequest): Promise<Joining> {
  if (request.token === undefined) {
    const network = await validateNetworkCode(db, request.network.networkCode).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404 ? invalid('network.networkCode', NETWORK_CODE_NOT_FOUND) : error;
    });
    return { network: await networkById(db, network.id), roleName: registrationFlows[request.flow].role, invitationId: null };
  }
  const invitation = await findUsableInvitation(db, request.token);
  if (!isInvitableRole(invitation.roleName) || registrationFlowOf[invitation.roleName] !== request.flow) {
    throw invalid('token', REGISTRATION_JOINING_MESSAGES.otherFlow);
  }
  if (invitation.email !== request.user.email) throw invalid('user.email', REGISTRATION_JOINING_MESSAGES.invitedEmail);
  const network = await networkById(db, invitation.networkId);
  if (network.code !== request.network.networkCode) throw invalid('network.networkCode', REGISTRATION_JOINING_MESSAGES.invitedNetwork);
  return { network, roleName: invitation.roleName, invitationId: invitation.id };
}
