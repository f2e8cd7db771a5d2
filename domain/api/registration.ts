import type { z } from 'zod';
import type { registrationResultSchema } from '../registration/registration-request.ts';
import type { invitationTokenInfoSchema } from '../schemas/invitations.ts';
import type { networkCodeResultSchema } from '../schemas/network.ts';
import { endpoint } from './endpoint.ts';

/** The public calls of the registration flows (spec section 2), before any account exists. */
export const registrationApi = {
  /**
   * Registers a member: the flow, the optional invitation token and one object per data step of the flow, each as its
   * form typed it (the server checks them with the flow's schemas).
   */
  register: endpoint<z.output<typeof registrationResultSchema>, undefined, Record<string, unknown>>()(
    'POST',
    '/profile/profile/register',
  ),
  /** What the invitation of an e-mailed link shows and pre-fills. */
  invitation: endpoint<z.output<typeof invitationTokenInfoSchema>>()('GET', '/profile/invitation/token/:token'),
  /** Which network a network code names (a 404 when none). */
  networkCode: endpoint<z.output<typeof networkCodeResultSchema>>()('GET', '/profile/network/validate/:code'),
};
