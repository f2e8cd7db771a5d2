import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lessonsApi, trainingsApi } from '../../../domain/api/trainings.ts';
import {
  completeTrainingSchema,
  lessonProgressSchema,
  lessonVideoUrlSchema,
  mandatoryCheckSchema,
  playbackReportSchema,
  trainingCompletionSchema,
} from '../../../domain/training/schemas.ts';
import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { attachmentDisposition } from '../../files/content-disposition.ts';
import type { FileServices } from '../../files/file-services.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { certificateDocument, lessonVideoUrl } from './learner-files.service.ts';
import { completeLesson, confirmModule, reportPlayback } from './learner-progress.service.ts';
import { mandatoryCheck } from './mandatory-check.service.ts';

const tags = ['trainings'];
const params = z.object({ id: z.uuid({ error: TRAINING_MESSAGES.lessonNotFound }) });
const moduleParams = z.object({ id: z.uuid({ error: TRAINING_MESSAGES.moduleNotFound }) });

/**
 * The learner's side of training (issue 14; spec section 7): playback reports and lesson completion, the mandatory
 * modules check, the confirmation of a module, its certificate and the signed URL of a lesson's video.
 */
export const learnerRoutes: FastifyPluginAsyncZod<{
  db: Database;
  files: FileServices;
  config: AppConfig;
  clock: () => Date;
}> = async (app, { db, files, config, clock }) => {
  serve(app, trainingsApi.mandatoryCheck, {
    schema: { tags, response: { 200: mandatoryCheckSchema } },
    handler: (request) => mandatoryCheck(db, callerOf(request)),
  });

  serve(app, trainingsApi.complete, {
    schema: { tags, body: completeTrainingSchema, response: { 200: trainingCompletionSchema } },
    handler: (request) => confirmModule(db, callerOf(request), request.body.trainingId, new Date()),
  });

  serve(app, trainingsApi.certificate, {
    schema: { tags, params: moduleParams, produces: ['application/pdf'] },
    handler: async (request, reply) => {
      const certificate = await certificateDocument(db, callerOf(request), request.params.id, config.publicUrl);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(certificate.fileName))
        .header('cache-control', 'private, no-store')
        .send(certificate.pdf);
    },
  });

  serve(app, lessonsApi.reportPlayback, {
    schema: { tags, params, body: playbackReportSchema, response: { 200: lessonProgressSchema } },
    handler: (request) => reportPlayback(db, callerOf(request), request.params.id, request.body, clock()),
  });

  serve(app, lessonsApi.complete, {
    schema: { tags, params, response: { 200: lessonProgressSchema } },
    handler: (request) => completeLesson(db, callerOf(request), request.params.id, new Date()),
  });

  serve(app, lessonsApi.video, {
    schema: { tags, params, response: { 200: lessonVideoUrlSchema } },
    handler: (request) => lessonVideoUrl(db, files, callerOf(request), request.params.id, new Date()),
  });
};
