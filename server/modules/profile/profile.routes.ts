import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileApi } from '../../../domain/api/profile.ts';
import { sessionApi } from '../../../domain/api/session.ts';
import { roleCatalogue } from '../../../domain/auth/roles.ts';
import { romeCalendarDate } from '../../../domain/rules/calendar.ts';
import { personalDataSchema } from '../../../domain/schemas/personal-data.ts';
import {
  profileDetailsSchema,
  roleCatalogueEntrySchema,
  userInitSchema,
  userRoleSchema,
} from '../../../domain/schemas/profile.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { FileServices } from '../../files/file-services.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { parseOrBadRequest } from '../../http/http-error.ts';
import { avatarUploadRoutes } from './avatar.routes.ts';
import { designerProfileRoutes } from './designer-profile.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { profileDetails, updatePersonalData, userInit } from './profile.service.ts';
import { profileSkillsRoutes } from './profile-skills.routes.ts';

interface ProfileRoutesOptions {
  db: Database;
  config: AppConfig;
  files: FileServices;
}

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { db, config, files }) => {
  const { issuer } = config;
  await app.register(designerProfileRoutes, { db });
  await app.register(profileSkillsRoutes, { db });
  await app.register(passwordRoutes, { db, config });
  await app.register(avatarUploadRoutes, { db, files });

  serve(app, sessionApi.init, {
    schema: { tags, response: { 200: userInitSchema } },
    handler: (request) => userInit(db, callerOf(request), config.bankTransfer),
  });

  serve(app, sessionApi.roles, {
    schema: { tags, response: { 200: z.array(userRoleSchema) } },
    handler: (request) => Promise.resolve(callerOf(request).roles),
  });

  serve(app, sessionApi.roleCatalogue, {
    schema: { tags, response: { 200: z.array(roleCatalogueEntrySchema) } },
    handler: () => Promise.resolve(roleCatalogue.map((role) => ({ ...role }))),
  });

  serve(app, sessionApi.details, {
    schema: {
      tags,
      querystring: z.object({ withIdentity: z.enum(['true', 'false']).optional() }),
      response: { 200: profileDetailsSchema },
    },
    handler: (request) => profileDetails(db, callerOf(request), request.query.withIdentity === 'true', issuer),
  });

  serve(app, profileApi.updatePersonalData, {
    schema: { tags, body: z.record(z.string(), z.unknown()), response: { 200: profileDetailsSchema } },
    handler: async (request) => {
      const caller = callerOf(request);
      const data = parseOrBadRequest(personalDataSchema(romeCalendarDate(new Date())), request.body);
      return updatePersonalData(db, caller, data, issuer);
    },
  });
};
