import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { computeFootprint } from '../../../domain/carbon/footprint.ts';
import { footprintInputSchema } from '../../../domain/carbon/input.ts';
import { footprintResultSchema } from '../../../domain/carbon/result-schema.ts';
import { CARBON_PROJECTS_PATH, carbonFootprintInput, carbonFootprints } from '../../../domain/resources/carbon-footprints.ts';
import { apiErrorSchema } from '../../../domain/schemas/api-error.ts';
import { referenceOptionsSchema } from '../../../domain/schemas/reference-options.ts';
import type { Database } from '../../db/client.ts';
import { callerOf, requireActiveRole } from '../../plugins/auth.ts';
import { footprintReport } from './carbon-report.pdf.ts';
import { projectChoices, saveFootprint, visibleFootprint } from './carbon-footprints.service.ts';

const tags = [carbonFootprints.name];
const idParams = z.object({ id: z.uuid({ error: 'Identificativo non valido' }) });
const searchQuery = z.object({ q: z.string().max(200).default('') });
const professionals = carbonFootprints.access.create;

/** The calculator's calls (spec section 7, Carbon), the saved footprint, its PDF report and the project picker. */
export const carbonFootprintRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post('/consumption/functions/carbonfootprint', {
    schema: {
      tags,
      summary: "Impronta di carbonio annua di un'abitazione o di un condominio dai consumi, senza salvarla",
      body: footprintInputSchema,
      response: { 200: footprintResultSchema, 400: apiErrorSchema },
    },
  }, (request) => computeFootprint(request.body));

  app.post(carbonFootprints.apiPath, {
    preValidation: async (request) => { requireActiveRole(callerOf(request), professionals); },
    schema: {
      tags,
      summary: "Calcola e salva un'impronta di carbonio: il server ricalcola sempre i totali dai consumi",
      body: carbonFootprintInput,
      response: { 201: carbonFootprints.record, 400: apiErrorSchema },
    },
  }, async (request, reply) => reply.code(201).send(await saveFootprint(db, callerOf(request), request.body)));

  app.get(`${carbonFootprints.apiPath}/:id`, {
    schema: { tags, params: idParams, response: { 200: carbonFootprints.record, 404: apiErrorSchema } },
  }, (request) => visibleFootprint(db, callerOf(request), request.params.id));

  app.get(`${carbonFootprints.apiPath}/:id/report.pdf`, {
    schema: { tags, summary: "Report PDF in italiano dell'impronta", params: idParams, produces: ['application/pdf'] },
  }, async (request, reply) => {
    const footprint = await visibleFootprint(db, callerOf(request), request.params.id);
    const pdf = await footprintReport(footprint, new Date());
    return reply.type('application/pdf')
      .header('content-disposition', `attachment; filename="impronta-di-carbonio-${footprint.id}.pdf"`)
      .send(pdf);
  });

  app.get(CARBON_PROJECTS_PATH, {
    schema: { tags, querystring: searchQuery, response: { 200: referenceOptionsSchema } },
  }, async (request) => ({ data: await projectChoices(db, callerOf(request), request.query.q) }));
};
