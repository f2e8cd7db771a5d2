import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { trainingsApi } from '../../../domain/api/trainings.ts';
import { trainingPolicy } from '../../../domain/policies/trainings.ts';
import { attachmentDisposition } from '../../files/content-disposition.ts';
import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import { completionFiguresSchema, lessonOrderSchema } from '../../../domain/training/schemas.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { serverTexts } from '../../i18n/server-texts.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { completionFigures, completionsCsv } from './completion-figures.service.ts';
import { reorderLessons } from './lesson-order.service.ts';
import { visibleModule } from './training-visibility.ts';

const tags = ['trainings'];
const params = z.object({ id: z.uuid({ error: TRAINING_MESSAGES.moduleNotFound }) });
const csvLabels = serverTexts(
  'trainings.csv',
  z.object({ name: z.string(), email: z.string(), role: z.string(), completedAt: z.string(), certificate: z.string() }),
);

/**
 * Back office's routes of a module beyond its CRUD: the lessons' order, the completion figures per role and their CSV.
 */
export function trainingBackOfficeRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const backOffice = (request: Parameters<typeof callerOf>[0]) => {
    requirePermission(callerOf(request), trainingPolicy.managesModules);
    return Promise.resolve();
  };

  serve(app, trainingsApi.reorderLessons, {
    preValidation: backOffice,
    schema: { tags, params, body: lessonOrderSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      const module = await visibleModule(db, callerOf(request), request.params.id);
      await reorderLessons(db, module.id, request.body.lessonIds);
      return reply.code(204).send(null);
    },
  });

  serve(app, trainingsApi.completions, {
    preValidation: backOffice,
    schema: { tags, params, response: { 200: completionFiguresSchema } },
    handler: async (request) => completionFigures(db, await visibleModule(db, callerOf(request), request.params.id)),
  });

  serve(app, trainingsApi.exportCompletionsCsv, {
    preValidation: backOffice,
    schema: { tags, params, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const module = await visibleModule(db, callerOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`completamenti - ${module.title}.csv`))
        .send(await completionsCsv(db, module, csvLabels));
    },
  });
}
