import { z } from 'zod';
import { pageQueryShape, pagedListSchema, strictQuery } from './paged-list.ts';
import { INVITATION_MAX_EMAILS, backofficeInvitableRoles, invitationStates } from '../network/invitations.ts';
import { invitationSchema as invitationFieldsSchema } from '../rules/forms.ts';
import { EMAIL_INVALID, requiredMessage } from '../rules/messages.ts';
import { isValidEmail } from '../rules/email.ts';

export const INVITATIONS_PAGE_SIZE = 10;
export const INVITATIONS_MAX_PAGE_SIZE = 100;

const TOO_MANY_EMAILS = `Puoi invitare al massimo ${String(INVITATION_MAX_EMAILS)} email alla volta`;
const NETWORK_INVALID = 'Rete non valida';

const withinLimit = (input: { emails: string[] }): boolean => input.emails.length <= INVITATION_MAX_EMAILS;
const tooMany = { path: ['emails'], error: TOO_MANY_EMAILS };

/**
 * The invitation form (spec section 5): a role among `roles` ('Ruolo non valido') and one or more e-mails ("Inserire
 * almeno un'email", "E' stata individuata una mail non corretta"). The SPA passes the roles the caller may invite.
 */
export const invitationFormSchema = <R extends string>(roles: readonly R[]) =>
  invitationFieldsSchema(roles).refine(withinLimit, tooMany);

/** POST /profile/invitation/: the caller's own network unless `networkId` names another (back office only). */
export const invitationInputSchema = invitationFieldsSchema(backofficeInvitableRoles)
  .extend({ networkId: z.uuid({ error: NETWORK_INVALID }).optional() })
  .refine(withinLimit, tooMany);

/** POST /happyway/invitations: back office names the network (the form's required "Rete"). */
export const backofficeInvitationInputSchema = invitationFieldsSchema(backofficeInvitableRoles)
  .extend({
    networkId: z.uuid({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? requiredMessage('Rete')
          : NETWORK_INVALID,
    }),
  })
  .refine(withinLimit, tooMany);

/** One invitation as the lists show it; `state` is computed from `usedAt` and `expiresAt`. */
export const invitationViewSchema = z.object({
  id: z.uuid(),
  networkId: z.uuid(),
  email: z.string(),
  role: z.enum(backofficeInvitableRoles),
  state: z.enum(invitationStates),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  usedAt: z.iso.datetime().nullable(),
  invitedBy: z.string().nullable(),
});

export const invitationListSchema = pagedListSchema(invitationViewSchema);

/** GET /profile/invitation/{networkId}: `q` searches the e-mail; `page` and `limit` as every list; nothing else. */
export const invitationListQuerySchema = strictQuery({
  q: z.string().trim().max(200).optional(),
  ...pageQueryShape(INVITATIONS_PAGE_SIZE, INVITATIONS_MAX_PAGE_SIZE),
});

export const invitationNetworkParamsSchema = z.object({ networkId: z.uuid({ error: NETWORK_INVALID }) });
export const invitationIdParamsSchema = invitationNetworkParamsSchema.extend({
  invitationId: z.uuid({ error: 'Invito non valido' }),
});
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(256) });
export const invitationEmailParamsSchema = z.object({
  email: z.string().max(320).refine(isValidEmail, { error: EMAIL_INVALID }),
});

/** GET /profile/invitation/token/{token} (public): what the registration flow shows and pre-fills. */
export const invitationTokenInfoSchema = z.object({
  email: z.string(),
  role: z.enum(backofficeInvitableRoles),
  networkId: z.uuid(),
  networkCode: z.string(),
  networkName: z.string(),
  expiresAt: z.iso.datetime(),
});

export type InvitationInput = z.output<typeof invitationInputSchema>;
export type InvitationView = z.infer<typeof invitationViewSchema>;
export type InvitationList = z.infer<typeof invitationListSchema>;
export type InvitationListQuery = z.output<typeof invitationListQuerySchema>;
export type InvitationTokenInfo = z.infer<typeof invitationTokenInfoSchema>;
