import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { dispositionOf } from '../../files/content-disposition.ts';
import type { AttachmentRules } from '../../files/attachment-rules.ts';
import type { FileServices } from '../../files/file-services.ts';
import { HttpError } from '../../http/http-error.ts';
import { openContent, RangeNotSatisfiable, receiveContent } from './file-content.service.ts';

const tags = ['repository-objects'];
const params = z.object({ id: z.string() });
const querystring = z.object({ expires: z.string().optional(), signature: z.string().optional() });

/**
 * The bytes of repository objects behind signed URLs, outside bearer authentication: the signature is the
 * authorisation, as with S3. Any content type reaches the PUT as a raw stream.
 */
export const fileContentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  files: FileServices;
  attachments: AttachmentRules;
}> = async (app, { db, files, attachments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(null);
  });

  app.put('/files/:id/content', { schema: { tags, params, querystring } }, async (request, reply) => {
    const signed = { id: request.params.id, ...request.query };
    const content = {
      contentType: request.headers['content-type'],
      contentLength: request.headers['content-length'],
      body: request.raw,
    };
    try {
      await receiveContent(db, files, attachments, signed, content, new Date());
    } catch (error) {
      // The rest of a refused body is never read: the connection closes after the answer.
      if (error instanceof HttpError && !request.raw.readableEnded) reply.header('connection', 'close');
      throw error;
    }
    return reply.code(204).send();
  });

  app.get('/files/:id/content', { schema: { tags, params, querystring } }, async (request, reply) => {
    const file = await openContent(
      db,
      files,
      { id: request.params.id, ...request.query },
      request.headers.range,
      new Date(),
    ).catch((error: unknown) => {
      if (error instanceof RangeNotSatisfiable) void reply.header('content-range', `bytes */${String(error.size)}`);
      throw error;
    });
    if (file.range) {
      reply
        .code(206)
        .header('content-range', `bytes ${String(file.range.start)}-${String(file.range.end)}/${String(file.size)}`);
    }
    return reply
      .type(file.contentType)
      .header('accept-ranges', 'bytes')
      .header('content-length', file.range ? file.range.end - file.range.start + 1 : file.size)
      .header('content-disposition', dispositionOf({ name: file.name, contentType: file.contentType }))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
};
