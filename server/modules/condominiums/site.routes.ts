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
  app.get(constructionSiteApi.site.path, { schema: { tags, params: idParams, response: view } }, (request) =>
    readSite(db, callerOf(request), request.params.id),
  );
  app.post(
    constructionSiteApi.open.path,
    { schema: { tags, params: idParams, body: siteInputSchema, response: created } },
    async (request, reply) =>
      reply.code(201).send(await openSite(db, callerOf(request), request.params.id, request.body)),
  );
  app.put(
    constructionSiteApi.update.path,
    { schema: { tags, params: idParams, body: siteInputSchema, response: view } },
    (request) => updateSite(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    constructionSiteApi.addWork.path,
    { schema: { tags, params: idParams, body: workInputSchema, response: created } },
    async (request, reply) =>
      reply.code(201).send(await addWork(db, callerOf(request), request.params.id, request.body)),
  );
  app.put(
    constructionSiteApi.updateWork.path,
    { schema: { tags, params: z.object({ id: rowId, workId: rowId }), body: workInputSchema, response: view } },
    (request) => updateWork(db, callerOf(request), request.params.id, request.params.workId, request.body),
  );
  app.delete(
    constructionSiteApi.removeWork.path,
    { schema: { tags, params: z.object({ id: rowId, workId: rowId }), response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteWork(db, callerOf(request), request.params.id, request.params.workId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    constructionSiteApi.addProgress.path,
    { schema: { tags, params: idParams, body: progressInputSchema, response: created } },
    async (request, reply) =>
      reply.code(201).send(await addProgress(db, callerOf(request), request.params.id, request.body)),
  );
  app.put(
    constructionSiteApi.updateProgress.path,
    { schema: { tags, params: z.object({ id: rowId, salId: rowId }), body: progressInputSchema, response: view } },
    (request) => updateProgress(db, callerOf(request), request.params.id, request.params.salId, request.body),
  );
  app.delete(
    constructionSiteApi.removeProgress.path,
    { schema: { tags, params: z.object({ id: rowId, salId: rowId }), response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteProgress(db, files.store, callerOf(request), request.params.id, request.params.salId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    constructionSiteApi.validation.path,
    { schema: { tags, params: idParams, response: { 200: validationResultSchema } } },
    async (request) => (await validationSubject(db, callerOf(request), request.params.id, new Date())).result,
  );

  app.get(
    constructionSiteApi.reportPdf.path,
    { schema: { tags, params: idParams, produces: ['application/pdf'] } },
    async (request, reply) => {
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
  );

  app.get(
    condominiumsApi.roles.path,
    { schema: { tags: ['condominiums'], params: idParams, response: { 200: condominiumRoleListSchema } } },
    async (request) => ({ data: await listCondominiumRoles(db, callerOf(request), request.params.id) }),
  );
  app.post(
    condominiumsApi.assignRole.path,
    {
      schema: {
        tags: ['condominiums'],
        params: idParams,
        body: condominiumRoleAssignSchema,
        response: { 201: condominiumRoleListSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await assignCondominiumRole(db, callerOf(request), request.params.id, request.body) }),
  );
  app.delete(
    condominiumsApi.removeRole.path,
    {
      schema: {
        tags: ['condominiums'],
        params: z.object({ id: rowId, profileId: rowId, role: condominiumRoleNameSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeCondominiumRole(
        db,
        callerOf(request),
        request.params.id,
        request.params.profileId,
        request.params.role,
      );
      return reply.code(204).send(null);
    },
  );
};
