import { asc, inArray } from 'drizzle-orm';
import type { SkillCatalogue, SkillCategory } from '../../../domain/schemas/skill-catalogue.ts';
import type { Database } from '../../db/client.ts';
import { skillCategories, skills } from '../../db/schema/index.ts';

/** The categories of the catalogue, by name. */
export function listSkillCategories(db: Database): Promise<SkillCategory[]> {
  return db
    .select({ id: skillCategories.id, code: skillCategories.code, name: skillCategories.name })
    .from(skillCategories)
    .orderBy(asc(skillCategories.name));
}

/** Every category with its skills, both by name. */
export async function skillCatalogueOf(db: Database): Promise<SkillCatalogue> {
  const [categories, rows] = await Promise.all([
    listSkillCategories(db),
    db
      .select({ id: skills.id, code: skills.code, name: skills.name, categoryId: skills.categoryId })
      .from(skills)
      .orderBy(asc(skills.name)),
  ]);
  return categories.map((category) => ({
    ...category,
    skills: rows.filter((row) => row.categoryId === category.id).map(({ id, code, name }) => ({ id, code, name })),
  }));
}

/** Which of these ids are skills of the catalogue. */
export async function knownSkillIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
