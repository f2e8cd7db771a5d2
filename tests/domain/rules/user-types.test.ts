import { describe, expect, it } from 'vitest';
import {
  assertUserType,
  PROFESSIONAL_CATEGORIES,
  PROFESSIONAL_SKILLS,
  USER_TYPES,
  userTypeSchema,
} from '../../../domain/rules/user-types.ts';

describe('user types', () => {
  it.each(['Basic', 'Lead', 'Agency', 'DistrictManager', 'Distributor', 'Designer', 'Artisan'])(
    'accepts %s',
    (type) => {
      expect(() => {
        assertUserType(type);
      }).not.toThrow();
      expect(userTypeSchema.safeParse(type).success).toBe(true);
    },
  );

  it('lists exactly the seven user types of the spec', () => {
    expect(USER_TYPES).toEqual(['Basic', 'Lead', 'Agency', 'DistrictManager', 'Distributor', 'Designer', 'Artisan']);
  });

  it.each([
    ['an unknown name', 'HubHead', '"HubHead"'],
    ['a name in the wrong case', 'designer', '"designer"'],
    ['an empty string', '', '""'],
    ['a number', 3, '3'],
    ['undefined', undefined, 'undefined'],
  ])('throws a TypeError naming %s', (_name, value, shown) => {
    expect(() => {
      assertUserType(value);
    }).toThrow(TypeError);
    expect(() => {
      assertUserType(value);
    }).toThrow(`Invalid user type ${shown}`);
  });

  it('gives the professional categories their Italian labels', () => {
    expect(PROFESSIONAL_CATEGORIES).toEqual({
      Surveyor: 'Geometra',
      Architect: 'Architetto',
      Engineer: 'Ingegnere',
      StructuralEngineer: 'Ingegnere strutturale',
      BusinessConsultant: 'Consulente aziendale',
      Expert: 'Perito',
    });
  });

  it('gives the professional skills their Italian labels', () => {
    expect(PROFESSIONAL_SKILLS.GestioneAppalti).toBe('Gestione di appalti');
    expect(PROFESSIONAL_SKILLS.PM).toBe('Gestione progetti');
    expect(PROFESSIONAL_SKILLS.RedazionePerizie).toBe('Redazione perizie');
    expect(Object.keys(PROFESSIONAL_SKILLS)).toEqual([
      'RevitArchitecture',
      'GestioneAppalti',
      'ArcView',
      'PM',
      'RedazionePerizie',
    ]);
  });
});
