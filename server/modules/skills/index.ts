import { sql } from 'drizzle-orm';
import type { ServerModule } from '../../crud/module.ts';
import { skillCategories, skills } from '../../db/schema/index.ts';
import { skillCatalogueRoutes } from './skills.routes.ts';

/** The skill catalogue: public reference data, and the skills picker, each skill with its category as the hint. */
export const skillsModule: ServerModule = {
  publicRoutes: skillCatalogueRoutes,
  references: {
    skills: {
      table: skills,
      id: skills.id,
      label: sql<string>`${skills.name}`,
      hint: sql<
        string | null
      >`(select ${skillCategories.name} from ${skillCategories} where ${skillCategories.id} = ${skills.categoryId})`,
    },
  },
};
