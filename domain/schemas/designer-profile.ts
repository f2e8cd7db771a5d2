import { z } from 'zod';
import { moneyCents } from '../rules/money.ts';
import { isValidFiscalCode } from '../rules/fiscal-code.ts';
import { FISCAL_CODE_INVALID, requiredMessage } from '../rules/messages.ts';
import { professionalCategoryNames } from '../rules/user-types.ts';
import { isValidVat } from '../rules/vat.ts';
import { optional, optionalCount } from './profile-fields.ts';
import { textOf } from '../rules/text.ts';

export const DESIGNER_PROFILE_LIMITS = {
  yearsOfExperience: 70,
  employeesNumber: 10_000,
  collaboratorsNumber: 10_000,
} as const;

export const DESIGNER_PROFILE_MESSAGES = {
  categoryInvalid: 'Categoria professionale non valida',
  chamberOfCommerceNumber:
    'Il numero di iscrizione alla Camera di Commercio può contenere solo lettere, cifre, spazi, - e /',
} as const;

const CATEGORY_LABEL = 'Categoria professionale';
const COST_LABEL = 'Costo medio dei lavori';

/** A professional's tax code: a personal codice fiscale or the 11 digits of a company or a professional firm. */
export const isValidTaxCode = (value: string): boolean => isValidFiscalCode(value) || isValidVat(value);

/**
 * The designer profile of spec section 3 (GET and PUT /profile/profile/designer): chamber of commerce registration
 * number, tax code, professional category (required), years of experience, employees and collaborators (whole numbers
 * from 0), average cost of work in integer cents (0 or more). The CV is a file of the profile.
 */
export const designerProfileSchema = z.object({
  chamberOfCommerceNumber: optional(
    textOf('Numero di iscrizione alla Camera di Commercio', 30)
      .regex(/^[A-Za-z0-9 /-]+$/, { error: DESIGNER_PROFILE_MESSAGES.chamberOfCommerceNumber })
      .transform((value) => value.toUpperCase()),
  ),
  taxCode: optional(
    z
      .string()
      .trim()
      .refine(isValidTaxCode, { error: FISCAL_CODE_INVALID })
      .transform((value) => value.toUpperCase()),
  ),
  professionalCategory: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(professionalCategoryNames, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage(CATEGORY_LABEL)
          : DESIGNER_PROFILE_MESSAGES.categoryInvalid,
    }),
  ),
  yearsOfExperience: optionalCount('Anni di esperienza', DESIGNER_PROFILE_LIMITS.yearsOfExperience),
  employeesNumber: optionalCount('Numero di dipendenti', DESIGNER_PROFILE_LIMITS.employeesNumber),
  collaboratorsNumber: optionalCount('Numero di collaboratori', DESIGNER_PROFILE_LIMITS.collaboratorsNumber),
  averageCostOfWork: optional(moneyCents(COST_LABEL)),
});

export type DesignerProfileData = z.output<typeof designerProfileSchema>;
export type DesignerProfileInput = z.input<typeof designerProfileSchema>;

/** The designer profile as the API answers it; money is a decimal string ('1500.00'), the CV the newest 'cv' file. */
export const designerProfileViewSchema = z.object({
  chamberOfCommerceNumber: z.string().nullable(),
  taxCode: z.string().nullable(),
  professionalCategory: z.enum(professionalCategoryNames).nullable(),
  yearsOfExperience: z.number().int().nullable(),
  employeesNumber: z.number().int().nullable(),
  collaboratorsNumber: z.number().int().nullable(),
  averageCostOfWork: z.number().int().nullable(),
  cv: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  updatedAt: z.iso.datetime().nullable(),
});

export type DesignerProfileView = z.infer<typeof designerProfileViewSchema>;

/** The repository-object category of the CV among the profile's files. */
export const CV_CATEGORY = 'cv';
