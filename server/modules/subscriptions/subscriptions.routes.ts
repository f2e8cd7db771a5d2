import { subscriptionPolicy } from '../../../domain/policies/subscriptions.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionsApi } from '../../../domain/api/subscriptions.ts';
import {
  checkoutSchema,
  rejectionSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
  subscriptionTemplateSchema,
} from '../../../domain/schemas/subscriptions.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import {
  checkout,
  confirmSubscription,
  rejectSubscription,
  subscriptionById,
  subscriptionsByStatus,
  subscriptionsOf,
  templatesForCaller,
} from './subscriptions.service.ts';

const tags = ['subscriptions'];
const idParams = z.object({ id: z.uuid({ error: 'Abbonamento non valido' }) });

/** Subscription templates, the checkout and the back office's confirmation of the bank transfer (issue 4). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Database; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const bank = config.bankTransfer;

  serve(app, subscriptionsApi.templates, {
    schema: { tags, response: { 200: z.array(subscriptionTemplateSchema) } },
    handler: (request) => templatesForCaller(db, callerOf(request)),
  });

  serve(app, subscriptionsApi.checkout, {
    schema: { tags, body: checkoutSchema, response: { 201: subscriptionSchema } },
    handler: async (request, reply) => reply.code(201).send(await checkout(db, callerOf(request), request.body, bank)),
  });

  serve(app, subscriptionsApi.mine, {
    schema: { tags, response: { 200: z.array(subscriptionSchema) } },
    handler: (request) => subscriptionsOf(db, callerOf(request).profileId, bank),
  });

  serve(app, subscriptionsApi.list, {
    schema: { tags, querystring: subscriptionListQuerySchema, response: { 200: z.array(subscriptionSchema) } },
    handler: (request) => {
      requirePermission(callerOf(request), subscriptionPolicy.reviewsSubscriptions);
      return subscriptionsByStatus(db, request.query.status, bank);
    },
  });

  serve(app, subscriptionsApi.confirm, {
    schema: { tags, params: idParams, response: { 200: subscriptionSchema } },
    handler: async (request) => {
      const caller = callerOf(request);
      requirePermission(caller, subscriptionPolicy.reviewsSubscriptions);
      await confirmSubscription(db, request.params.id, caller.profileId, new Date());
      return subscriptionById(db, request.params.id, bank);
    },
  });

  serve(app, subscriptionsApi.reject, {
    schema: { tags, params: idParams, body: rejectionSchema, response: { 200: subscriptionSchema } },
    handler: async (request) => {
      const caller = callerOf(request);
      requirePermission(caller, subscriptionPolicy.reviewsSubscriptions);
      await rejectSubscription(db, request.params.id, caller.profileId, request.body.reason, new Date());
      return subscriptionById(db, request.params.id, bank);
    },
  });
};
