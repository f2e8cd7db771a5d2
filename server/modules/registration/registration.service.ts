import {
  flowOf,
  FLOW_INVALID,
  registrationRequestSchemas,
  type RegistrationRequest,
  type RegistrationResult,
} from '../../../domain/registration/registration-request.ts';
import { romeCalendarDate } from '../../../domain/rules/calendar.ts';
import type { IssuerAccounts } from '../../auth/keycloak-accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { HttpError, parseOrBadRequest } from '../../http/http-error.ts';
import { markInvitationUsed } from '../invitations/public.ts';
import { notify } from '../../notices/notify.ts';
import { conflictOfInsert, refuseTakenValues, refuseUnknownSkills } from './registration-conflicts.ts';
import { resolveJoining } from './registration-joining.ts';
import { awaitingApprovalNotice, registrationConfirmationMail, type RegistrantFacts } from './registration-messages.ts';
import { approversOf, insertMember, type NewMember } from './registration.repository.ts';

export interface RegistrationDeps {
  mailer: Mailer;
  publicUrl: string;
  /**
   * Where the login account is made: null for the embedded issuer (its own account table); an external issuer's
   * accounts (Keycloak's admin API) and its URL; `undefined` accounts when the external issuer has no admin client.
   */
  externalIssuer: { issuer: string; accounts: IssuerAccounts | undefined } | null;
}

export const EXTERNAL_ISSUER_REGISTRATION =
  "La registrazione non è disponibile: il servizio di accesso dell'organizzazione non è configurato per crearla. Contatta il back office.";

/**
 * The login of a new member: a password hash for the embedded issuer, or the account created at the external issuer
 * (then `undo` removes it when the registration's own write fails).
 */
async function loginOf(
  deps: RegistrationDeps,
  user: RegistrationRequest['user'],
): Promise<{ login: NewMember['login']; undo: () => Promise<void> }> {
  if (!deps.externalIssuer)
    return { login: { passwordHash: await hashPassword(user.password) }, undo: () => Promise.resolve() };
  const { issuer, accounts } = deps.externalIssuer;
  if (!accounts) throw new HttpError(503, EXTERNAL_ISSUER_REGISTRATION);
  const subject = await accounts.create({
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    password: user.password,
  });
  return { login: { subject, issuer }, undo: () => accounts.remove(subject) };
}

/**
 * POST /profile/profile/register. Checks the whole body with the flow's step schemas (400 with field errors), the
 * network code or the invitation, and the values that must be unique (409); then, in one transaction, creates the
 * member (see insertMember), spends the invitation, tells back office and the network's hub heads, and e-mails the
 * registrant. With an external issuer the account is created there first (Keycloak's admin API) and the profile bound
 * to it. If anything fails, nothing stays: no account, no profile, no spent invitation.
 */
export async function registerMember(
  db: Database,
  deps: RegistrationDeps,
  body: unknown,
  now: Date,
): Promise<RegistrationResult> {
  if (deps.externalIssuer && !deps.externalIssuer.accounts) throw new HttpError(503, EXTERNAL_ISSUER_REGISTRATION);
  const flow = flowOf(body);
  if (!flow) throw new HttpError(400, FLOW_INVALID, [{ path: 'flow', message: FLOW_INVALID }]);
  const request = parseOrBadRequest(registrationRequestSchemas(romeCalendarDate(now))[flow], body);
  const joining = await resolveJoining(db, request);
  await refuseUnknownSkills(db, request);
  await refuseTakenValues(db, request);
  const { login, undo } = await loginOf(deps, request.user);
  const registrant: RegistrantFacts = {
    email: request.user.email,
    firstName: request.user.firstName,
    lastName: request.user.lastName,
    roleName: joining.roleName,
    networkName: joining.network.name,
  };
  const profileId = await db
    .transaction(async (tx) => {
      const id = await insertMember(tx, { request, login, networkId: joining.network.id, roleName: joining.roleName });
      if (joining.invitationId) await markInvitationUsed(tx, joining.invitationId, id);
      for (const approver of await approversOf(tx, joining.network.id))
        await notify(tx, approver, awaitingApprovalNotice(registrant));
      await queueMail(
        deps.mailer,
        registrationConfirmationMail(registrant, `${deps.publicUrl}/login`),
        tx,
        'la registrazione non è stata salvata',
      );
      return id;
    })
    .catch(async (error: unknown) => {
      await undo();
      throw conflictOfInsert(error);
    });
  return {
    profileId,
    email: registrant.email,
    roleName: registrant.roleName,
    status: 'Waiting',
    networkName: registrant.networkName,
  };
}
