import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectsApi, projectSlotEndpoints } from '../../../domain/api/projects.ts';
import { projectPeopleSlotNames } from '../../../domain/projects/catalogue.ts';
import { projectCountsQuerySchema } from '../../../domain/projects/counts-query.ts';
import {
  projectCountsSchema,
  projectDetailsQuerySchema,
  projectDetailsSchema,
  projectPersonAssignSchema,
  projectRoleAssignSchema,
  projectRoleEntrySchema,
  projectRoleListSchema,
  projectRoleNameSchema,
  projectStatusParamsSchema,
  projectTransitionResultSchema,
  skipNotificationQuerySchema,
} from '../../../domain/projects/schemas.ts';
import { idParams, rowId } from '../../crud/params.ts';
import type { ResourceServices } from '../../crud/module.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { projectDetails } from './project-details.service.ts';
import { deleteProjectDocument } from './project-documents.service.ts';
import { projectCounts } from './project-counts.service.ts';
import { assignProjectRole, assignProjectSlot, listProjectRoles, removeProjectRole } from './project-roles.service.ts';
import { transitionProject } from './project-transitions.service.ts';

const tags = ['projects'];
const id = rowId;

/**
 * The project calls of spec section 7 beyond the generated CRUD and reference choices (issue 5): details with
 * projections, the status workflow and confirmcmc, the people on a project, documents and counts.
 */
export const projectRoutes: FastifyPluginAsyncZod<ResourceServices> = async (
  app,
  { db, files, references, attachments },
) => {
  serve(app, projectsApi.stats, {
    schema: { tags, querystring: projectCountsQuerySchema, response: { 200: projectCountsSchema } },
    handler: (request) => projectCounts(db, callerOf(request), request.query.type),
  });

  serve(app, projectsApi.details, {
    schema: {
      tags,
      params: idParams,
      querystring: projectDetailsQuerySchema,
      response: { 200: projectDetailsSchema },
    },
    handler: (request) =>
      projectDetails(db, references, callerOf(request), request.params.id, request.query.projections, new Date()),
  });

  serve(app, projectsApi.changeStatus, {
    schema: {
      tags,
      params: projectStatusParamsSchema,
      querystring: skipNotificationQuerySchema,
      response: { 200: projectTransitionResultSchema },
    },
    handler: (request) =>
      transitionProject(db, references, callerOf(request), request.params.id, request.params.status, {
        via: 'status',
        skipNotification: request.query.skipNotification,
        now: new Date(),
      }),
  });

  serve(app, projectsApi.confirmCmc, {
    schema: {
      tags,
      params: idParams,
      querystring: skipNotificationQuerySchema,
      response: { 200: projectTransitionResultSchema },
    },
    handler: (request) =>
      transitionProject(db, references, callerOf(request), request.params.id, 'Verified', {
        via: 'confirmcmc',
        skipNotification: request.query.skipNotification,
        now: new Date(),
      }),
  });

  serve(app, projectsApi.roles, {
    schema: { tags, params: idParams, response: { 200: projectRoleListSchema } },
    handler: async (request) => ({ data: await listProjectRoles(db, callerOf(request), request.params.id) }),
  });

  serve(app, projectsApi.assignRole, {
    schema: { tags, params: idParams, body: projectRoleAssignSchema, response: { 201: projectRoleEntrySchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await assignProjectRole(db, callerOf(request), request.params.id, request.body, new Date())),
  });

  serve(app, projectsApi.removeRole, {
    schema: {
      tags,
      params: z.object({ id, profileId: id, role: projectRoleNameSchema }),
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await removeProjectRole(db, callerOf(request), request.params.id, request.params.profileId, request.params.role);
      return reply.code(204).send(null);
    },
  });

  for (const slot of projectPeopleSlotNames) {
    serve(app, projectSlotEndpoints[slot], {
      schema: { tags, params: idParams, body: projectPersonAssignSchema, response: { 200: projectRoleListSchema } },
      handler: async (request) => ({
        data: await assignProjectSlot(
          db,
          callerOf(request),
          request.params.id,
          slot,
          request.body.profileId,
          new Date(),
        ),
      }),
    });
  }

  serve(app, projectsApi.removeDocument, {
    schema: { tags, params: z.object({ id, objectId: id }), response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deleteProjectDocument(
        db,
        files,
        attachments,
        callerOf(request),
        request.params.id,
        request.params.objectId,
      );
      return reply.code(204).send(null);
    },
  });
};
