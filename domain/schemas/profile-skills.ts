import { z } from 'zod';
import { optionalText } from './profile-fields.ts';

export const SKILL_DESCRIPTION_MAX = 500;
export const SELECTED_SKILLS_MAX = 100;

export const SKILLS_MESSAGES = {
  skillInvalid: 'Competenza non valida',
  tooMany: `Puoi scegliere al massimo ${String(SELECTED_SKILLS_MAX)} competenze`,
} as const;

/**
 * The professional's skills (GET and PUT /profile/profile/skills): skills chosen from the catalogue of
 * GET /profile/skill, plus free-text extra skills (spec section 3, selectedSkills and skillDescription).
 */
export const profileSkillsSchema = z.object({
  skillIds: z
    .array(z.uuid({ error: SKILLS_MESSAGES.skillInvalid }), { error: SKILLS_MESSAGES.skillInvalid })
    .max(SELECTED_SKILLS_MAX, { error: SKILLS_MESSAGES.tooMany })
    .transform((ids) => [...new Set(ids)]),
  skillDescription: optionalText('Altre competenze', SKILL_DESCRIPTION_MAX),
});

export type ProfileSkills = z.output<typeof profileSkillsSchema>;
export type ProfileSkillsInput = z.input<typeof profileSkillsSchema>;

/** What the API answers: the chosen skill ids and the free text. */
export const profileSkillsViewSchema = z.object({
  skillIds: z.array(z.uuid()),
  skillDescription: z.string().nullable(),
});

export type ProfileSkillsView = z.infer<typeof profileSkillsViewSchema>;
