import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeTrainingSchema, lessonProgressSchema, mandatoryCheckSchema, playbackReportSchema, trainingCompletionSchema } from '../../../domain/training/schemas.ts';
import { TRAINING_MESSAGES } from '../../../domain/training/catalogue.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { attachmentDisposition } from '../../files/content-disposition.ts';
import type { FileServices } from '../../files/file-services.ts';
import { callerOf } from '../../plugins/auth.ts';
import { certificateDocument, lessonVideoUrl } from './learner-files.service.ts';
import { completeLesson, confirmModule, reportPlayback } from './learner-progress.service.ts';
import { mandatoryCheck } from './mandatory-check.service.ts';

const tags = ['trainings'];
const params = z.object({ id: z.uuid({ error: TRAINING_MESSAGES.lessonNotFound }) });
const moduleParams = z.object({ id: z.uuid({ error: TRAINING_MESSAGES.moduleNotFound }) });
const signedUrlSchema = z.object({ url: z.url(), expiresAt: z.iso.datetime() });

/**
 * The learner's side of training (issue 14; spec section 7): playback reports and lesson completion, the mandatory
 * modules check, the confirmation of a module, its certificate and the signed URL of a lesson's video.
 */
export const learnerRoutes: FastifyPluginAsyncZod<{ db: Database; files: FileServices; config: AppConfig; clock: () => Date }> = async (app, { db, files, config, clock }) => {
  app.get('/happyway/trainings/users/check', { schema: { tags, response: { 200: mandatoryCheckSchema } } },
    (request) => mandatoryCheck(db, callerOf(request)));

  app.post('/happyway/trainings/completetrainings', { schema: { tags, body: completeTrainingSchema, response: { 200: trainingCompletionSchema } } },
    (request) => confirmModule(db, callerOf(request), request.body.trainingId, new Date()));

  app.get('/happyway/trainings/:id/certificate', { schema: { tags, params: moduleParams, produces: ['application/pdf'] } }, async (request, reply) => {
    const certificate = await certificateDocument(db, callerOf(request), request.params.id, config.publicUrl);
    return reply.type('application/pdf').header('content-disposition', attachmentDisposition(certificate.fileName))
      .header('cache-control', 'private, no-store').send(certificate.pdf);
  });

  app.post('/happyway/lessons/:id/playback', { schema: { tags, params, body: playbackReportSchema, response: { 200: lessonProgressSchema } } },
    (request) => reportPlayback(db, callerOf(request), request.params.id, request.body, clock()));

  app.post('/happyway/lessons/:id/complete', { schema: { tags, params, response: { 200: lessonProgressSchema } } },
    (request) => completeLesson(db, callerOf(request), request.params.id, new Date()));

  app.get('/happyway/lessons/:id/video', { schema: { tags, params, response: { 200: signedUrlSchema } } },
    (request) => lessonVideoUrl(db, files, callerOf(request), request.params.id, new Date()));
};
