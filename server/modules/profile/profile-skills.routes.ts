import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileApi } from '../../../domain/api/profile.ts';
import { profileSkillsSchema, profileSkillsViewSchema } from '../../../domain/schemas/profile-skills.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { callerOf } from '../../plugins/auth.ts';
import { parseOrBadRequest } from '../../http/http-error.ts';
import { profileSkillsOf, saveProfileSkills } from './profile-skills.service.ts';

const tags = ['profile'];

/** The caller's own skills (catalogue choice and free text); nobody edits another's. */
export const profileSkillsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, profileApi.skills, {
    schema: { tags, response: { 200: profileSkillsViewSchema } },
    handler: (request) => profileSkillsOf(db, callerOf(request).profileId),
  });

  serve(app, profileApi.updateSkills, {
    schema: { tags, body: z.record(z.string(), z.unknown()), response: { 200: profileSkillsViewSchema } },
    handler: (request) =>
      saveProfileSkills(db, callerOf(request).profileId, parseOrBadRequest(profileSkillsSchema, request.body)),
  });
};
