import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleCatalogue } from '../../../domain/auth/roles.ts';
import { profileDetailsSchema, roleCatalogueEntrySchema, userInitSchema, userRoleSchema } from '../../../domain/schemas/profile.ts';
import type { Database } from '../../db/client.ts';
import { callerOf } from '../../plugins/auth.ts';
import { profileDetails, userInit } from './profile.service.ts';

interface ProfileRoutesOptions {
  db: Database;
  issuer: string;
}

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { db, issuer }) => {
  app.get('/profile/init', { schema: { tags, response: { 200: userInitSchema } } }, (request) =>
    Promise.resolve(userInit(callerOf(request))));

  app.get('/profile/auth/roles', { schema: { tags, response: { 200: z.array(userRoleSchema) } } }, (request) =>
    Promise.resolve(callerOf(request).roles));

  app.get('/profile/admin/role', { schema: { tags, response: { 200: z.array(roleCatalogueEntrySchema) } } }, () =>
    Promise.resolve(roleCatalogue.map((role) => ({ ...role }))));

  app.get('/profile/details', {
    schema: {
      tags,
      querystring: z.object({ withIdentity: z.enum(['true', 'false']).optional() }),
      response: { 200: profileDetailsSchema },
    },
  }, (request) => profileDetails(db, callerOf(request), request.query.withIdentity === 'true', issuer));
};
