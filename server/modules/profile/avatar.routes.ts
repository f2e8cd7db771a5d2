import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileApi } from '../../../domain/api/profile.ts';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../../domain/rules/avatar.ts';
import type { Database } from '../../db/client.ts';
import type { FileServices } from '../../files/file-services.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { AVATAR_NOT_FOUND, openAvatar, saveAvatar } from './avatar.service.ts';

const tags = ['profile'];

interface AvatarRoutesOptions {
  db: Database;
  files: FileServices;
}

const bodyRefusals: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: AVATAR_MESSAGES.typeNotAllowed,
  FST_ERR_CTP_EMPTY_TYPE: AVATAR_MESSAGES.typeNotAllowed,
  FST_ERR_CTP_BODY_TOO_LARGE: AVATAR_MESSAGES.tooLarge,
  FST_ERR_CTP_EMPTY_JSON_BODY: AVATAR_MESSAGES.empty,
};

/**
 * POST /profile/profile/avatar (behind authentication): the raw image as the body, only the three image types and
 * at most 2 MB read; anything else is refused with an Italian 400 before a byte is stored.
 */
export const avatarUploadRoutes: FastifyPluginAsyncZod<AvatarRoutesOptions> = async (app, { db, files }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...AVATAR_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const message = bodyRefusals[error.code];
    if (!message) throw error;
    reply.header('connection', 'close');
    throw new HttpError(400, message, [{ path: 'file', message }]);
  });

  serve(app, profileApi.uploadAvatar, {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: { tags, response: { 200: z.object({ avatar: z.string() }) } },
    handler: async (request) => ({
      avatar: await saveAvatar(db, files, callerOf(request).profileId, request.headers['content-type'], request.body),
    }),
  });
};

/** GET /profile/profile/avatar/{profileId}?v= (public, so an <img> can load it): the URL's version is its key. */
export const avatarContentRoutes: FastifyPluginAsyncZod<AvatarRoutesOptions> = async (app, { db, files }) => {
  serve(app, profileApi.avatar, {
    config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    schema: {
      tags,
      params: z.object({ profileId: z.uuid({ error: AVATAR_NOT_FOUND }) }),
      querystring: z.object({ v: z.string().max(64).optional() }),
    },
    handler: async (request, reply) => {
      const avatar = await openAvatar(db, files, request.params.profileId, request.query.v);
      return reply
        .type(avatar.contentType)
        .header('content-length', avatar.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(avatar.stream);
    },
  });
};
