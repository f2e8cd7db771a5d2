import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { contentRange } from '../../files/byte-range.ts';
import { attachmentDisposition, inlineDisposition } from '../../files/content-disposition.ts';
import type { FileServices } from '../../files/file-services.ts';
import { HttpError } from '../../plugins/errors.ts';
import { openContent, RangeNotSatisfiable, receiveContent } from './file-content.service.ts';

const tags = ['repository-objects'];
const params = z.object({ id: z.string() });
const querystring = z.object({ expires: z.string().optional(), signature: z.string().optional() });

/**
 * The bytes of repository objects behind signed URLs, outside bearer authentication: the signature is the
 * authorisation, as with S3. Any content type reaches the PUT as a raw stream.
 */
export const fileContentRoutes: FastifyPluginAsyncZod<{ db: Database; files: FileServices }> = async (app, { db, files }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => { done(null); });

  app.put('/files/:id/content', { schema: { tags, params, querystring } }, async (request, reply) => {
    const signed = { id: request.params.id, ...request.query };
    const content = { contentType: request.headers['content-type'], contentLength: request.headers['content-length'], body: request.raw };
    try {
      await receiveContent(db, files, signed, content, new Date());
    } catch (error) {
      // The rest of a refused body is never read: the connection closes after the answer.
      if (error instanceof HttpError && !request.raw.readableEnded) reply.header('connection', 'close');
      throw error;
    }
    return reply.code(204).send();
  });

  /** The bytes, whole or the one range asked (206), so a video player can seek; videos play inline. */
  app.get('/files/:id/content', { schema: { tags, params, querystring } }, async (request, reply) => {
    const signed = { id: request.params.id, ...request.query };
    const file = await openContent(db, files, signed, request.headers.range, new Date()).catch((error: unknown) => {
      if (error instanceof RangeNotSatisfiable) void reply.header('content-range', `bytes */${String(error.size)}`);
      throw error;
    });
    const partial = file.range.kind === 'partial' ? file.range.range : null;
    void reply
      .type(file.contentType)
      .header('accept-ranges', 'bytes')
      .header('content-length', partial ? partial.end - partial.start + 1 : file.size)
      .header('content-disposition', file.contentType.startsWith('video/') ? inlineDisposition(file.name) : attachmentDisposition(file.name))
      .header('cache-control', 'private, no-store');
    if (partial) void reply.code(206).header('content-range', contentRange(partial, file.size));
    return reply.send(file.stream);
  });
};
