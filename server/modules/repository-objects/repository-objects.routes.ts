import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { repositoryObjectsApi } from '../../../domain/api/repository-objects.ts';
import {
  repositoryObjectCreatedSchema,
  repositoryObjectCreateSchema,
  repositoryObjectDownloadSchema,
  repositoryObjectIdParamsSchema,
  repositoryObjectListQuerySchema,
  repositoryObjectListSchema,
  repositoryObjectSchema,
  repositoryObjectUpdateSchema,
} from '../../../domain/files/repository-objects.ts';
import type { Database } from '../../db/client.ts';
import type { AttachmentRules } from '../../files/attachment-rules.ts';
import type { FileServices } from '../../files/file-services.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { MAX_VIDEO_BYTES } from '../../../domain/files/upload-rules.ts';
import { uploadRepositoryObject } from './multipart-upload.service.ts';
import {
  createRepositoryObject,
  deleteRepositoryObject,
  downloadUrlOf,
  listRepositoryObjects,
  updateRepositoryObject,
} from './repository-objects.service.ts';

const tags = ['repository-objects'];
const params = repositoryObjectIdParamsSchema;

/** Repository objects (spec section 7): the files of every entity, for whoever its module's attachment rule lets. */
export const repositoryObjectRoutes: FastifyPluginAsyncZod<{
  db: Database;
  files: FileServices;
  attachments: AttachmentRules;
}> = async (app, { db, files, attachments }) => {
  serve(app, repositoryObjectsApi.create, {
    schema: { tags, body: repositoryObjectCreateSchema, response: { 201: repositoryObjectCreatedSchema } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createRepositoryObject(db, files, attachments, callerOf(request), request.body, new Date())),
  });

  await app.register(multipart, { limits: { files: 1, fields: 8, fieldSize: 8192, fileSize: MAX_VIDEO_BYTES + 1 } });
  serve(app, repositoryObjectsApi.upload, {
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: repositoryObjectSchema } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await uploadRepositoryObject(db, files, attachments, callerOf(request), request.parts(), new Date())),
  });

  serve(app, repositoryObjectsApi.list, {
    schema: { tags, querystring: repositoryObjectListQuerySchema, response: { 200: repositoryObjectListSchema } },
    handler: async (request) => ({
      data: await listRepositoryObjects(db, files, attachments, callerOf(request), request.query, new Date()),
    }),
  });

  serve(app, repositoryObjectsApi.download, {
    schema: { tags, params, response: { 200: repositoryObjectDownloadSchema } },
    handler: (request) => downloadUrlOf(db, files, attachments, callerOf(request), request.params.id, new Date()),
  });

  serve(app, repositoryObjectsApi.update, {
    schema: { tags, params, body: repositoryObjectUpdateSchema, response: { 200: repositoryObjectSchema } },
    handler: (request) => updateRepositoryObject(db, attachments, callerOf(request), request.params.id, request.body),
  });

  serve(app, repositoryObjectsApi.remove, {
    schema: { tags, params, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deleteRepositoryObject(db, files, attachments, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
