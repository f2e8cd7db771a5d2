import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedViewsApi } from '../../../domain/api/saved-views.ts';
import {
  savedViewInputSchema,
  savedViewListQuerySchema,
  savedViewListSchema,
  savedViewSchema,
  savedViewUpdateSchema,
} from '../../../domain/schemas/saved-views.ts';
import type { Database } from '../../db/client.ts';
import { idParams } from '../../crud/params.ts';
import { callerOf } from '../../plugins/auth.ts';
import {
  createSavedView,
  deleteSavedView,
  findSavedView,
  listSavedViews,
  updateSavedView,
} from './saved-views.service.ts';

const tags = ['saved-views'];

/**
 * Saved views of the lists (issue 21): each user's own, private unless shared; a shared one opens for anyone logged in
 * who has its link (`GET /{id}`), and only its owner changes or deletes it.
 */
export const savedViewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    savedViewsApi.list.path,
    { schema: { tags, querystring: savedViewListQuerySchema, response: { 200: savedViewListSchema } } },
    async (request) => ({ data: await listSavedViews(db, callerOf(request).profileId, request.query.listKey) }),
  );

  app.get(
    savedViewsApi.detail.path,
    { schema: { tags, params: idParams, response: { 200: savedViewSchema } } },
    (request) => findSavedView(db, callerOf(request).profileId, request.params.id),
  );

  app.post(
    savedViewsApi.create.path,
    { schema: { tags, body: savedViewInputSchema, response: { 201: savedViewSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createSavedView(db, callerOf(request).profileId, request.body)),
  );

  app.put(
    savedViewsApi.update.path,
    { schema: { tags, params: idParams, body: savedViewUpdateSchema, response: { 200: savedViewSchema } } },
    (request) => updateSavedView(db, callerOf(request).profileId, request.params.id, request.body, new Date()),
  );

  app.delete(
    savedViewsApi.remove.path,
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteSavedView(db, callerOf(request).profileId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
