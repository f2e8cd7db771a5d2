import { z } from 'zod';

/** User types of spec section 3; registration refuses any other. */
export const USER_TYPES = ['Basic', 'Lead', 'Agency', 'DistrictManager', 'Distributor', 'Designer', 'Artisan'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);

/** Throws a TypeError naming the value when it is not one of the user types (an internal, not a user, error). */
export function assertUserType(value: unknown): asserts value is UserType {
  if (!isUserType(value)) {
    const shown = typeof value === 'string' ? `"${value}"` : String(value);
    throw new TypeError(`Invalid user type ${shown}: expected one of ${USER_TYPES.join(', ')}`);
  }
}

export const userTypeSchema = z.enum(USER_TYPES);

/** Professional categories with their Italian labels. */
export const PROFESSIONAL_CATEGORIES = {
  Surveyor: 'Geometra',
  Architect: 'Architetto',
  Engineer: 'Ingegnere',
  StructuralEngineer: 'Ingegnere strutturale',
  BusinessConsultant: 'Consulente aziendale',
  Expert: 'Perito',
} as const;
export type ProfessionalCategory = keyof typeof PROFESSIONAL_CATEGORIES;

/** The category names, in the spec's order, for enums and selects. */
export const professionalCategoryNames = Object.keys(PROFESSIONAL_CATEGORIES) as [
  ProfessionalCategory,
  ...ProfessionalCategory[],
];

export const isProfessionalCategory = (value: unknown): value is ProfessionalCategory =>
  typeof value === 'string' && (professionalCategoryNames as readonly string[]).includes(value);

/** Professional skills with their Italian labels (the spec names no label for Revit Architecture and ArcView). */
export const PROFESSIONAL_SKILLS = {
  RevitArchitecture: 'Revit Architecture',
  GestioneAppalti: 'Gestione di appalti',
  ArcView: 'ArcView',
  PM: 'Gestione progetti',
  RedazionePerizie: 'Redazione perizie',
} as const;
export type ProfessionalSkill = keyof typeof PROFESSIONAL_SKILLS;

const keysOf = <K extends string>(record: Record<K, string>): [K, ...K[]] => Object.keys(record) as [K, ...K[]];

export const professionalCategorySchema = z.enum(keysOf(PROFESSIONAL_CATEGORIES));
export const professionalSkillSchema = z.enum(keysOf(PROFESSIONAL_SKILLS));
