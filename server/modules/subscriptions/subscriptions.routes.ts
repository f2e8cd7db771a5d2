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

  app.get(
    subscriptionsApi.templates.path,
    { schema: { tags, response: { 200: z.array(subscriptionTemplateSchema) } } },
    (request) => templatesForCaller(db, callerOf(request)),
  );

  app.post(
    subscriptionsApi.checkout.path,
    { schema: { tags, body: checkoutSchema, response: { 201: subscriptionSchema } } },
    async (request, reply) => reply.code(201).send(await checkout(db, callerOf(request), request.body, bank)),
  );

  app.get(subscriptionsApi.mine.path, { schema: { tags, response: { 200: z.array(subscriptionSchema) } } }, (request) =>
    subscriptionsOf(db, callerOf(request).profileId, bank),
  );

  app.get(
    subscriptionsApi.list.path,
    {
      schema: { tags, querystring: subscriptionListQuerySchema, response: { 200: z.array(subscriptionSchema) } },
    },
    (request) => {
      requirePermission(callerOf(request), subscriptionPolicy.reviewsSubscriptions);
      return subscriptionsByStatus(db, request.query.status, bank);
    },
  );

  app.put(
    subscriptionsApi.confirm.path,
    { schema: { tags, params: idParams, response: { 200: subscriptionSchema } } },
    async (request) => {
      const caller = callerOf(request);
      requirePermission(caller, subscriptionPolicy.reviewsSubscriptions);
      await confirmSubscription(db, request.params.id, caller.profileId, new Date());
      return subscriptionById(db, request.params.id, bank);
    },
  );

  app.put(
    subscriptionsApi.reject.path,
    { schema: { tags, params: idParams, body: rejectionSchema, response: { 200: subscriptionSchema } } },
    async (request) => {
      const caller = callerOf(request);
      requirePermission(caller, subscriptionPolicy.reviewsSubscriptions);
      await rejectSubscription(db, request.params.id, caller.profileId, request.body.reason, new Date());
      return subscriptionById(db, request.params.id, bank);
    },
  );
};
