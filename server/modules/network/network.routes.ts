import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { networksApi } from '../../../domain/api/networks.ts';
import { registrationApi } from '../../../domain/api/registration.ts';
import { sessionApi } from '../../../domain/api/session.ts';
import { appRoles } from '../../../domain/auth/roles.ts';
import { networkPolicy } from '../../../domain/policies/networks.ts';
import {
  memberListQuerySchema,
  memberListSchema,
  memberParamsSchema,
  memberRejectionSchema,
  membershipSchema,
  networkCodeParamsSchema,
  networkCodeResultSchema,
  networkIdParamsSchema,
  networkUpdateSchema,
  networkViewSchema,
  profileIdParamsSchema,
  toApproveQuerySchema,
  waitingMemberListSchema,
} from '../../../domain/schemas/network.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { listMembers, listWaitingMembers } from './members.repository.ts';
import { decideWaitingRoles } from './members.service.ts';
import { approvableRoleIds, networkFor, waitingDecisionsOf } from './network-access.ts';
import { callerNetwork, membershipOf, updateNetwork, validateNetworkCode } from './network.service.ts';

const tags = ['network'];
const done = { 204: z.null() };
/** Public: rate-limited so that network codes cannot be listed by trying. */
const publicLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The caller's network, its edit, its members and their approval (spec sections 2, 4 and 7). */
export const networkRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer; config: AppConfig }> = async (
  app,
  { db, mailer, config },
) => {
  const deps = { mailer, publicUrl: config.publicUrl };

  serve(app, networksApi.mine, {
    schema: { tags, response: { 200: networkViewSchema } },
    handler: (request) => callerNetwork(db, callerOf(request)),
  });

  serve(app, sessionApi.membership, {
    schema: { tags, response: { 200: membershipSchema } },
    handler: (request) => membershipOf(db, callerOf(request)),
  });

  serve(app, networksApi.update, {
    schema: { tags, params: networkIdParamsSchema, body: networkUpdateSchema, response: { 200: networkViewSchema } },
    handler: async (request) =>
      updateNetwork(db, await networkFor(db, callerOf(request), request.params.id, 'edit'), request.body),
  });

  serve(app, networksApi.memberList, {
    schema: {
      tags,
      params: networkIdParamsSchema,
      querystring: memberListQuerySchema,
      response: { 200: memberListSchema },
    },
    handler: async (request) => {
      const network = await networkFor(db, callerOf(request), request.params.id, 'readRoster');
      return listMembers(db, { networkId: network.id, ...request.query });
    },
  });

  // Only who the caller may approve or reject: a hub head's list leaves out a waiting hub head, back office's does not.
  // The registrants' details (company, tax codes, category) are for these approvers' eyes alone.
  serve(app, networksApi.toApprove, {
    schema: { tags, querystring: toApproveQuerySchema, response: { 200: waitingMemberListSchema } },
    handler: (request) => {
      const decisions = waitingDecisionsOf(callerOf(request));
      if (!decisions) return { data: [], total: 0, page: request.query.page, limit: request.query.limit };
      return listWaitingMembers(db, { ...decisions, status: 'Waiting', ...request.query });
    },
  });

  serve(app, networksApi.approveMember, {
    schema: { tags, params: memberParamsSchema, response: done },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const network = await networkFor(db, caller, request.params.id, 'manageMembers');
      await decideWaitingRoles(
        db,
        deps,
        { profileId: request.params.profileId, networkId: network.id, roleIds: approvableRoleIds(caller) },
        { outcome: 'approve' },
      );
      return reply.code(204).send(null);
    },
  });

  serve(app, networksApi.rejectMember, {
    schema: { tags, params: memberParamsSchema, body: memberRejectionSchema, response: done },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const network = await networkFor(db, caller, request.params.id, 'manageMembers');
      const decision = { outcome: 'reject', reason: request.body.reason } as const;
      await decideWaitingRoles(
        db,
        deps,
        { profileId: request.params.profileId, networkId: network.id, roleIds: approvableRoleIds(caller) },
        decision,
      );
      return reply.code(204).send(null);
    },
  });

  serve(app, networksApi.acceptDesigner, {
    schema: { tags, params: profileIdParamsSchema, response: done },
    handler: async (request, reply) => {
      requirePermission(callerOf(request), networkPolicy.approvesEveryDesigner);
      await decideWaitingRoles(
        db,
        deps,
        { profileId: request.params.profileId, networkId: null, roleIds: [appRoles.Designer] },
        { outcome: 'approve' },
      );
      return reply.code(204).send(null);
    },
  });
};

/** GET /profile/network/validate/{code}: the registration's network code step, before any account exists. */
export const publicNetworkRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, registrationApi.networkCode, {
    config: publicLimit,
    schema: { tags, params: networkCodeParamsSchema, response: { 200: networkCodeResultSchema } },
    handler: (request) => validateNetworkCode(db, request.params.code),
  });
};
