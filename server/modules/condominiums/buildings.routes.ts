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
  app.post(
    condominiumsApi.createBuilding.path,
    { schema: { tags, body: buildingCreateSchema, response: { 201: buildingSchema } } },
    async (request, reply) => reply.code(201).send(await createBuilding(db, callerOf(request), request.body)),
  );
  app.put(
    condominiumsApi.updateBuilding.path,
    { schema: { tags, params: idParams, body: buildingInputSchema, response: { 200: buildingSchema } } },
    (request) => updateBuilding(db, callerOf(request), request.params.id, request.body),
  );
  app.delete(
    condominiumsApi.removeBuilding.path,
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteBuilding(db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    condominiumsApi.createStair.path,
    { schema: { tags, body: stairCreateSchema, response: { 201: stairSchema } } },
    async (request, reply) => reply.code(201).send(await createStair(db, callerOf(request), request.body)),
  );
  app.put(
    condominiumsApi.updateStair.path,
    { schema: { tags, params: idParams, body: stairInputSchema, response: { 200: stairSchema } } },
    (request) => updateStair(db, callerOf(request), request.params.id, request.body),
  );
  app.delete(
    condominiumsApi.removeStair.path,
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteStair(db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
