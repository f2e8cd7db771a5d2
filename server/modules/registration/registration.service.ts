import { flowOf, FLOW_INVALID, registrationRequestSchemas, type RegistrationResult } from '../../../domain/registration/registration-request.ts';
import { romeCalendarDate } from '../../../domain/rules/calendar.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { HttpError, parseOrBadRequest } from '../../plugins/errors.ts';
import { markInvitationUsed } from '../invitations/invitations.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { conflictOfInsert, refuseTakenValues, refuseUnknownSkills } from './registration-conflicts.ts';
import { resolveJoining } from './registration-joining.ts';
import { awaitingApprovalNotice, registrationConfirmationMail, type RegistrantFacts } from './registration-messages.ts';
import { approversOf, insertMember } from './registration.repository.ts';

export interface RegistrationDeps {
  mailer: Mailer;
  publicUrl: string;
  /** Whether this server owns the login accounts (the embedded issuer); an external realm creates its own. */
  embeddedIssuer: boolean;
}

export const EXTERNAL_ISSUER_REGISTRATION = "La registrazione si completa presso il servizio di accesso dell'organizzazione: contatta il back office.";

/**
 * POST /profile/profile/register. Checks the whole body with the flow's step schemas (400 with field errors), the
 * network code or the invitation, and the values that must be unique (409); then, in one transaction, creates the
 * member (see insertMember), spends the invitation, tells back office and the network's hub heads, and e-mails the
 * registrant. If anything fails, nothing stays: no account, no profile, no spent invitation.
 */
export async function registerMember(db: Database, deps: RegistrationDeps, body: unknown, now: Date): Promise<RegistrationResult> {
  if (!deps.embeddedIssuer) throw new HttpError(503, EXTERNAL_ISSUER_REGISTRATION);
  const flow = flowOf(body);
  if (!flow) throw new HttpError(400, FLOW_INVALID, [{ path: 'flow', message: FLOW_INVALID }]);
  const request = parseOrBadRequest(registrationRequestSchemas(romeCalendarDate(now))[flow], body);
  const joining = await resolveJoining(db, request);
  await refuseUnknownSkills(db, request);
  await refuseTakenValues(db, request);
  const passwordHash = await hashPassword(request.user.password);
  const registrant: RegistrantFacts = {
    email: request.user.email,
    firstName: request.user.firstName,
    lastName: request.user.lastName,
    roleName: joining.roleName,
    networkName: joining.network.name,
  };
  const profileId = await db.transaction(async (tx) => {
    const id = await insertMember(tx, { request, passwordHash, networkId: joining.network.id, roleName: joining.roleName });
    if (joining.invitationId) await markInvitationUsed(tx, joining.invitationId, id);
    for (const approver of await approversOf(tx, joining.network.id)) await notify(tx, approver, awaitingApprovalNotice(registrant));
    await deps.mailer.send(registrationConfirmationMail(registrant, `${deps.publicUrl}/login`), { transaction: tx }).catch(() => {
      throw new HttpError(502, `Non è stato possibile inviare l'email di conferma a ${registrant.email}: la registrazione non è stata salvata. Riprova più tardi.`);
    });
    return id;
  }).catch((error: unknown) => {
    throw conflictOfInsert(error);
  });
  return { profileId, email: registrant.email, roleName: registrant.roleName, status: 'Waiting', networkName: registrant.networkName };
}
