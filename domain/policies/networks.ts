import { networkActionRoles } from '../network/network-policy.ts';
import { anyOf, backOffice, heldBy, hubHead } from './policy.ts';

const invitesIntoOwnNetwork = heldBy(networkActionRoles.invite);

/**
 * Who does what with the networks and their invitations, by role alone; which network a caller acts on is the network
 * policy's (domain/network/network-policy.ts), whose action roles these come from.
 */
export const networkPolicy = {
  /** Invites into their own network, from its page /network. */
  invitesIntoOwnNetwork,
  /** Invites into any network, any role a registration flow has (a HubHead too), and sees every invitation. */
  invitesIntoEveryNetwork: backOffice,
  /** Sends invitations: into their own network, or as back office into any. */
  mayInvite: anyOf(backOffice, invitesIntoOwnNetwork),
  /** Edits their own network's name, code and description. */
  editsOwnNetwork: heldBy(networkActionRoles.edit),
  /** Approves a waiting designer of any network. */
  approvesEveryDesigner: backOffice,
  /** Chooses a network's type, and sees its hub head's contacts and address. */
  managesEveryNetwork: backOffice,
  /** Picks any network in a form (anyone else as below, or the networks of the projects they see). */
  picksEveryNetwork: backOffice,
  /** Picks their own network in a form. */
  picksOwnNetwork: hubHead,
};
