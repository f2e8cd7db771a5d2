import { z } from 'zod';

declare module '../resources/declaration.ts' {
  /** The pickers this unit's server module gives (`references`). */
  interface ReferenceSourceNames {
    /** The skill catalogue. */
    skills: true;
  }
}

/** A skill of the catalogue (spec sections 3 and 7). */
export const skillSchema = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

/** GET /profile/skill/category: the categories of the catalogue. */
export const skillCategorySchema = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

/** GET /profile/skill: each category with its skills, as the registration's skills step shows them. */
export const skillCatalogueSchema = z.array(skillCategorySchema.extend({ skills: z.array(skillSchema) }));

export type Skill = z.infer<typeof skillSchema>;
export type SkillCategory = z.infer<typeof skillCategorySchema>;
export type SkillCatalogue = z.infer<typeof skillCatalogueSchema>;
