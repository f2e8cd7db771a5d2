import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileApi } from '../../../domain/api/profile.ts';
import { profileSkillsSchema, profileSkillsViewSchema } from '../../../domain/schemas/profile-skills.ts';
import type { Database } from '../../db/client.ts';
import { callerOf } from '../../plugins/auth.ts';
import { parseOrBadRequest } from '../../http/http-error.ts';
import { profileSkillsOf, saveProfileSkills } from './profile-skills.service.ts';

const tags = ['profile'];

/** The caller's own skills (catalogue choice and free text); nobody edits another's. */
export const profileSkillsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(profileApi.skills.path, { schema: { tags, response: { 200: profileSkillsViewSchema } } }, (request) =>
    profileSkillsOf(db, callerOf(request).profileId),
  );

  app.put(
    profileApi.updateSkills.path,
    { schema: { tags, body: z.record(z.string(), z.unknown()), response: { 200: profileSkillsViewSchema } } },
    (request) =>
      saveProfileSkills(db, callerOf(request).profileId, parseOrBadRequest(profileSkillsSchema, request.body)),
  );
};
