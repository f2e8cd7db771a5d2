import type { ServerModule } from '../../crud/module.ts';
import { invitationExpiryNotices } from './invitation-expiry.ts';
import { invitationRoutes, publicInvitationRoutes } from './invitations.routes.ts';

/** Invitations: the invitee's public check, the inviters' routes, the notice of an invitation that expired unused. */
export const invitationsModule: ServerModule = {
  publicRoutes: publicInvitationRoutes,
  routes: invitationRoutes,
  jobs: ({ db }) => [invitationExpiryNotices(db)],
};
