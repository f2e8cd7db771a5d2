import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { carbonFootprintsApi } from '../../../domain/api/carbon-footprints.ts';
import { computeFootprint } from '../../../domain/carbon/footprint.ts';
import { footprintInputSchema } from '../../../domain/carbon/input.ts';
import { footprintResultSchema } from '../../../domain/carbon/result-schema.ts';
import { carbonFootprints } from '../../../domain/resources/carbon-footprints.ts';
import { apiErrorSchema } from '../../../domain/schemas/api-error.ts';
import type { ResourceServices } from '../../crud/module.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { footprintReport } from './carbon-report.pdf.ts';
import { visibleFootprint } from './carbon-footprints.service.ts';

const tags = [carbonFootprints.name];
const idParams = z.object({ id: z.uuid({ error: 'Identificativo non valido' }) });

/** The calculator's compute call (spec section 7, Carbon) and a saved footprint's PDF report. */
export function carbonFootprintRoutes(app: FastifyInstance, { db }: ResourceServices): void {
  serve(app, carbonFootprintsApi.compute, {
    schema: {
      tags,
      summary: "Impronta di carbonio annua di un'abitazione o di un condominio dai consumi, senza salvarla",
      body: footprintInputSchema,
      response: { 200: footprintResultSchema, 400: apiErrorSchema },
    },
    handler: (request) => computeFootprint(request.body),
  });

  serve(app, carbonFootprintsApi.report, {
    schema: {
      tags,
      summary: "Report PDF in italiano dell'impronta",
      params: idParams,
      produces: ['application/pdf'],
    },
    handler: async (request, reply) => {
      const footprint = await visibleFootprint(db, callerOf(request), request.params.id);
      const pdf = await footprintReport(footprint, new Date());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="impronta-di-carbonio-${footprint.id}.pdf"`)
        .send(pdf);
    },
  });
}
