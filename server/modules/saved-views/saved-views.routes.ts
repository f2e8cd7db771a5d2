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
import { serve } from '../../http/serve.ts';
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
  serve(app, savedViewsApi.list, {
    schema: { tags, querystring: savedViewListQuerySchema, response: { 200: savedViewListSchema } },
    handler: async (request) => ({
      data: await listSavedViews(db, callerOf(request).profileId, request.query.listKey),
    }),
  });

  serve(app, savedViewsApi.detail, {
    schema: { tags, params: idParams, response: { 200: savedViewSchema } },
    handler: (request) => findSavedView(db, callerOf(request).profileId, request.params.id),
  });

  serve(app, savedViewsApi.create, {
    schema: { tags, body: savedViewInputSchema, response: { 201: savedViewSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await createSavedView(db, callerOf(request).profileId, request.body)),
  });

  serve(app, savedViewsApi.update, {
    schema: { tags, params: idParams, body: savedViewUpdateSchema, response: { 200: savedViewSchema } },
    handler: (request) => updateSavedView(db, callerOf(request).profileId, request.params.id, request.body, new Date()),
  });

  serve(app, savedViewsApi.remove, {
    schema: { tags, params: idParams, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deleteSavedView(db, callerOf(request).profileId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
