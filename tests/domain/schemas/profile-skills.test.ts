import { describe, expect, it } from 'vitest';
import { profileSkillsSchema } from '../../../domain/schemas/profile-skills.ts';

const ids = ['6f1c1f44-3b7c-4d5e-9a40-0b6a5a7d9c01', '6f1c1f44-3b7c-4d5e-9a40-0b6a5a7d9c02'];

describe('profile skills', () => {
  it('keeps each chosen skill once and the free text trimmed', () => {
    expect(profileSkillsSchema.parse({ skillIds: [...ids, ids[0]], skillDescription: ' Termografia ' })).toEqual({
      skillIds: ids,
      skillDescription: 'Termografia',
    });
    expect(profileSkillsSchema.parse({ skillIds: [], skillDescription: '' })).toEqual({
      skillIds: [],
      skillDescription: null,
    });
  });

  it.each([
    [
      'a free text over 500 characters',
      { skillIds: [], skillDescription: 'x'.repeat(501) },
      'Il campo Altre competenze non può contenere più di 500 caratteri',
    ],
    ['an id that is no uuid', { skillIds: ['revit'], skillDescription: null }, 'Competenza non valida'],
    [
      'more than 100 skills',
      {
        skillIds: Array.from(
          { length: 101 },
          (_, index) => `6f1c1f44-3b7c-4d5e-9a40-${String(index).padStart(12, '0')}`,
        ),
      },
      'Puoi scegliere al massimo 100 competenze',
    ],
  ])('refuses %s', (_case, input, message) => {
    expect(profileSkillsSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
