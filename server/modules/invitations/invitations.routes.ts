import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationsApi } from '../../../domain/api/invitations.ts';
import { registrationApi } from '../../../domain/api/registration.ts';
import { networkInvitableRoles, type InvitableRole } from '../../../domain/network/invitations.ts';
import { INVITATION_ROLE_INVALID } from '../../../domain/rules/messages.ts';
import { networkPolicy } from '../../../domain/policies/networks.ts';
import {
  backofficeInvitationInputSchema,
  invitationEmailParamsSchema,
  invitationIdParamsSchema,
  invitationInputSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationNetworkParamsSchema,
  invitationTokenInfoSchema,
  invitationTokenParamsSchema,
  invitationViewSchema,
} from '../../../domain/schemas/invitations.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { allows, callerOf, requirePermission, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { networkById, networkFor, networkNotFound, type NetworkRow } from '../network/public.ts';
import { invitationsForEmail, listInvitations } from './invitations.repository.ts';
import { createInvitations, deleteInvitation, invitationTokenInfo } from './invitations.service.ts';

const tags = ['invitations'];
const created = { 201: z.array(invitationViewSchema) };
/** Public: rate-limited so that tokens cannot be guessed by trying. */
const publicLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * A hub head or specialist invites only the roles with a registration flow of a network member; back office also
 * HubHead.
 */
function requireInvitableBy(caller: Caller, role: InvitableRole): void {
  if (
    allows(caller, networkPolicy.invitesIntoEveryNetwork) ||
    (networkInvitableRoles as readonly string[]).includes(role)
  )
    return;
  throw new HttpError(400, 'Dati non validi', [{ path: 'role', message: INVITATION_ROLE_INVALID }]);
}

/** The invitations of spec section 7 for logged-in callers: send, list, look up by e-mail, withdraw. */
export const invitationRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer; config: AppConfig }> = async (
  app,
  { db, mailer, config },
) => {
  const sending = { mailer, publicUrl: config.publicUrl };
  /** Sends the invitations of a request's e-mails with its role into the network, as the caller. */
  const invite = (caller: Caller, network: NetworkRow, body: { role: InvitableRole; emails: string[] }) =>
    createInvitations(db, sending, caller.profileId, network, body.role, body.emails, new Date());

  for (const send of [invitationsApi.send, invitationsApi.sendWithoutSlash]) {
    serve(app, send, {
      schema: { tags, body: invitationInputSchema, response: created },
      handler: async (request, reply) => {
        const caller = callerOf(request);
        requirePermission(caller, networkPolicy.mayInvite);
        const networkId = request.body.networkId ?? caller.networkId;
        if (!networkId) throw networkNotFound();
        const network = await networkFor(db, caller, networkId, 'invite');
        requireInvitableBy(caller, request.body.role);
        return reply.code(201).send(await invite(caller, network, request.body));
      },
    });
  }

  serve(app, invitationsApi.sendForNetwork, {
    schema: { tags, body: backofficeInvitationInputSchema, response: created },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      requirePermission(caller, networkPolicy.invitesIntoEveryNetwork);
      const network = await networkById(db, request.body.networkId);
      return reply.code(201).send(await invite(caller, network, request.body));
    },
  });

  serve(app, invitationsApi.list, {
    schema: {
      tags,
      params: invitationNetworkParamsSchema,
      querystring: invitationListQuerySchema,
      response: { 200: invitationListSchema },
    },
    handler: async (request) => {
      const network = await networkFor(db, callerOf(request), request.params.networkId, 'invite');
      return listInvitations(db, network.id, request.query, new Date());
    },
  });

  serve(app, invitationsApi.forEmail, {
    schema: { tags, params: invitationEmailParamsSchema, response: { 200: z.array(invitationViewSchema) } },
    handler: (request) => {
      const caller = callerOf(request);
      if (allows(caller, networkPolicy.invitesIntoEveryNetwork))
        return invitationsForEmail(db, request.params.email, null, new Date());
      requirePermission(caller, networkPolicy.invitesIntoOwnNetwork);
      return invitationsForEmail(db, request.params.email, caller.networkId ? [caller.networkId] : [], new Date());
    },
  });

  serve(app, invitationsApi.remove, {
    schema: { tags, params: invitationIdParamsSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      const network = await networkFor(db, callerOf(request), request.params.networkId, 'invite');
      await deleteInvitation(db, network.id, request.params.invitationId);
      return reply.code(204).send(null);
    },
  });
};

/**
 * GET /profile/invitation/token/{token}: open to the visitor who follows the e-mailed link, before any account exists.
 */
export const publicInvitationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, registrationApi.invitation, {
    config: publicLimit,
    schema: { tags, params: invitationTokenParamsSchema, response: { 200: invitationTokenInfoSchema } },
    handler: (request) => invitationTokenInfo(db, request.params.token),
  });
};
