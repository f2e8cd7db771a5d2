import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { condominiumsApi, constructionSiteApi } from '../../../domain/api/condominiums.ts';
import {
  condominiumRoleAssignSchema,
  condominiumRoleListSchema,
  condominiumRoleNameSchema,
  progressInputSchema,
  siteInputSchema,
  siteViewSchema,
  validationResultSchema,
  workInputSchema,
} from '../../../domain/construction-site/schemas.ts';
import { idParams, rowId } from '../../crud/params.ts';
import type { ResourceServices } from '../../crud/module.ts';
import type { Database } from '../../db/client.ts';
import { networks, projects } from '../../db/schema/index.ts';
import { serve } from '../../http/serve.ts';
import { callerOf, type Caller } from '../../plugins/auth.ts';
import { projectVisibility } from '../projects/public.ts';
import { assignCondominiumRole, listCondominiumRoles, removeCondominiumRole } from './condominium-roles.service.ts';
import { siteReportPdf, type SiteReport } from './site-report.pdf.ts';
import {
  addProgress,
  addWork,
  deleteProgress,
  deleteWork,
  openSite,
  readSite,
  updateProgress,
  updateSite,
  updateWork,
} from './site.service.ts';
import { validationSubject } from './site-validation.service.ts';

const tags = ['cantiere'];
const view = { 200: siteViewSchema };
const created = { 201: siteViewSchema };

async function reportOf(db: Database, caller: Caller, id: string, now: Date): Promise<SiteReport> {
  const subject = await validationSubject(db, caller, id, now);
  const [network] = subject.condominium.networkId
    ? await db.select({ name: networks.name }).from(networks).where(eq(networks.id, subject.condominium.networkId))
    : [];
  const named = await db
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.condominiumId, id), projectVisibility(caller, db)))
    .orderBy(asc(projects.createdAt));
  return { ...subject, networkName: network?.name ?? null, projectNames: named.map((project) => project.name) };
}

/** The construction site of a condominium (spec section 7, cantiere) and the roles on a condominium (property). */
export const siteRoutes: FastifyPluginAsyncZod<ResourceServices> = async (app, { db, files }) => {
  serve(app, constructionSiteApi.site, {
    schema: { tags, params: idParams, response: view },
    handler: (request) => readSite(db, callerOf(request), request.params.id),
  });
  serve(app, constructionSiteApi.open, {
    schema: { tags, params: idParams, body: siteInputSchema, response: created },
    handler: async (request, reply) =>
      reply.code(201).send(await openSite(db, callerOf(request), request.params.id, request.body)),
  });
  serve(app, constructionSiteApi.update, {
    schema: { tags, params: idParams, body: siteInputSchema, response: view },
    handler: (request) => updateSite(db, callerOf(request), request.params.id, request.body),
  });

  serve(app, constructionSiteApi.addWork, {
    schema: { tags, params: idParams, body: workInputSchema, response: created },
    handler: async (request, reply) =>
      reply.code(201).send(await addWork(db, callerOf(request), request.params.id, request.body)),
  });
  serve(app, constructionSiteApi.updateWork, {
    schema: { tags, params: z.object({ id: rowId, workId: rowId }), body: workInputSchema, response: view },
    handler: (request) => updateWork(db, callerOf(request), request.params.id, request.params.workId, request.body),
  });
  serve(app, constructionSiteApi.removeWork, {
    schema: { tags, params: z.object({ id: rowId, workId: rowId }), response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deleteWork(db, callerOf(request), request.params.id, request.params.workId);
      return reply.code(204).send(null);
    },
  });

  serve(app, constructionSiteApi.addProgress, {
    schema: { tags, params: idParams, body: progressInputSchema, response: created },
    handler: async (request, reply) =>
      reply.code(201).send(await addProgress(db, callerOf(request), request.params.id, request.body)),
  });
  serve(app, constructionSiteApi.updateProgress, {
    schema: { tags, params: z.object({ id: rowId, salId: rowId }), body: progressInputSchema, response: view },
    handler: (request) => updateProgress(db, callerOf(request), request.params.id, request.params.salId, request.body),
  });
  serve(app, constructionSiteApi.removeProgress, {
    schema: { tags, params: z.object({ id: rowId, salId: rowId }), response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deleteProgress(db, files.store, callerOf(request), request.params.id, request.params.salId);
      return reply.code(204).send(null);
    },
  });

  serve(app, constructionSiteApi.validation, {
    schema: { tags, params: idParams, response: { 200: validationResultSchema } },
    handler: async (request) => (await validationSubject(db, callerOf(request), request.params.id, new Date())).result,
  });

  serve(app, constructionSiteApi.reportPdf, {
    schema: { tags, params: idParams, produces: ['application/pdf'] },
    handler: async (request, reply) => {
      const now = new Date();
      const report = await reportOf(db, callerOf(request), request.params.id, now);
      const bytes = await siteReportPdf(report, now);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="validazione-tecnica-${report.condominium.fiscalCode}.pdf"`,
        )
        .send(bytes);
    },
  });

  serve(app, condominiumsApi.roles, {
    schema: { tags: ['condominiums'], params: idParams, response: { 200: condominiumRoleListSchema } },
    handler: async (request) => ({ data: await listCondominiumRoles(db, callerOf(request), request.params.id) }),
  });
  serve(app, condominiumsApi.assignRole, {
    schema: {
      tags: ['condominiums'],
      params: idParams,
      body: condominiumRoleAssignSchema,
      response: { 201: condominiumRoleListSchema },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await assignCondominiumRole(db, callerOf(request), request.params.id, request.body) }),
  });
  serve(app, condominiumsApi.removeRole, {
    schema: {
      tags: ['condominiums'],
      params: z.object({ id: rowId, profileId: rowId, role: condominiumRoleNameSchema }),
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await removeCondominiumRole(
        db,
        callerOf(request),
        request.params.id,
        request.params.profileId,
        request.params.role,
      );
      return reply.code(204).send(null);
    },
  });
};
