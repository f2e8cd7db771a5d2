import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileApi } from '../../../domain/api/profile.ts';
import { skillCatalogueSchema, skillCategorySchema } from '../../../domain/schemas/skill-catalogue.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { listSkillCategories, skillCatalogueOf } from './skills.repository.ts';

const tags = ['skills'];

/** The skill catalogue (spec section 7, /profile/skill*): public reference data, read by the registration flows. */
export const skillCatalogueRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, profileApi.skillCatalogue, {
    schema: { tags, response: { 200: skillCatalogueSchema } },
    handler: () => skillCatalogueOf(db),
  });
  serve(app, profileApi.skillCategories, {
    schema: { tags, response: { 200: z.array(skillCategorySchema) } },
    handler: () => listSkillCategories(db),
  });
};
