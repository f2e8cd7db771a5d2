/** What other modules may use of the invitations: sending them to a network's e-mails and redeeming one on joining. */
export {
  createInvitations,
  findUsableInvitation,
  markInvitationUsed,
  refuseRegisteredEmails,
} from './invitations.service.ts';
