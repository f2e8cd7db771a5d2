import type { z } from 'zod';
import type {
  backofficeInvitationInputSchema,
  invitationInputSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationViewSchema,
} from '../schemas/invitations.ts';
import { endpoint } from './endpoint.ts';

type InvitationView = z.output<typeof invitationViewSchema>;
/** Invites e-mails with a role into the caller's network (back office: the one named). */
const invitationSend = endpoint<InvitationView[], undefined, z.input<typeof invitationInputSchema>>();

/** The invitations of spec section 7 a logged-in caller sends, lists and withdraws. */
export const invitationsApi = {
  send: invitationSend('POST', '/profile/invitation/'),
  /** The same, as clients that drop the spec's trailing slash call it. */
  sendWithoutSlash: invitationSend('POST', '/profile/invitation'),
  /** Back office invites into the network it chose, hub heads included. */
  sendForNetwork: endpoint<InvitationView[], undefined, z.input<typeof backofficeInvitationInputSchema>>()(
    'POST',
    '/happyway/invitations',
  ),
  /** A network's invitations, newest first, searched by e-mail and paged. */
  list: endpoint<z.output<typeof invitationListSchema>, z.input<typeof invitationListQuerySchema>>()(
    'GET',
    '/profile/invitation/:networkId',
  ),
  /** Withdraws an invitation not used yet. */
  remove: endpoint<null>()('DELETE', '/profile/invitation/:networkId/:invitationId'),
  /** The invitations sent to an e-mail, in the networks the caller may invite into. */
  forEmail: endpoint<InvitationView[]>()('GET', '/profile/invitation/email/:email'),
};
