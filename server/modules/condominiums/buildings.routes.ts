import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { condominiumsApi } from '../../../domain/api/condominiums.ts';
import {
  buildingCreateSchema,
  buildingInputSchema,
  buildingSchema,
  stairCreateSchema,
  stairInputSchema,
  stairSchema,
} from '../../../domain/construction-site/schemas.ts';
import { idParams } from '../../crud/params.ts';
import type { ResourceServices } from '../../crud/module.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import {
  createBuilding,
  createStair,
  deleteBuilding,
  deleteStair,
  updateBuilding,
  updateStair,
} from './buildings.service.ts';

const tags = ['condominiums'];

/** The buildings and stairs of a condominium (spec section 7: PUT /happyway/building/{id} and /happyway/stair/{id}). */
export const buildingRoutes: FastifyPluginAsyncZod<ResourceServices> = async (app, { db }) => {
  serve(app, condominiumsApi.createBuilding, {
    schema: { tags, body: buildingCreateSchema, response: { 201: buildingSchema } },
    handler: async (request, reply) => reply.code(201).send(await createBuilding(db, callerOf(request), request.body)),
  });
  serve(app, condominiumsApi.updateBuilding, {
    schema: { tags, params: idParams, body: buildingInputSchema, response: { 200: buildingSchema } },
    handler: (request) => updateBuilding(db, callerOf(request), request.params.id, request.body),
  });
  serve(app, condominiumsApi.removeBuilding, {
    schema: { tags, params: idParams, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deleteBuilding(db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  serve(app, condominiumsApi.createStair, {
    schema: { tags, body: stairCreateSchema, response: { 201: stairSchema } },
    handler: async (request, reply) => reply.code(201).send(await createStair(db, callerOf(request), request.body)),
  });
  serve(app, condominiumsApi.updateStair, {
    schema: { tags, params: idParams, body: stairInputSchema, response: { 200: stairSchema } },
    handler: (request) => updateStair(db, callerOf(request), request.params.id, request.body),
  });
  serve(app, condominiumsApi.removeStair, {
    schema: { tags, params: idParams, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deleteStair(db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
