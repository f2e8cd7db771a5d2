import { z } from 'zod';
import { NETWORK_CODE_INVALID, NETWORK_CODE_PATTERN } from '../network/network-code.ts';
import type { CalendarDateInput } from '../rules/calendar.ts';
import { dateOfBirthSchema } from '../rules/date-of-birth.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../rules/email.ts';
import { isValidFiscalCode } from '../rules/fiscal-code.ts';
import { agreementSchema, passwordConfirmationCheck } from '../rules/forms.ts';
import { EMAIL_INVALID, FISCAL_CODE_INVALID, requiredMessage } from '../rules/messages.ts';
import { newPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from '../rules/password.ts';
import { phoneSchema } from '../rules/phone.ts';
import { COMPANY_MESSAGES, companyDataSchema, PUBLIC_DESCRIPTION_MAX } from '../schemas/company-data.ts';
import { designerProfileSchema, isValidTaxCode } from '../schemas/designer-profile.ts';
import { legalRepresentativeSchema } from '../schemas/legal-representative.ts';
import { optional, optionalText, requiredText } from '../schemas/profile-fields.ts';
import { profileSkillsSchema } from '../schemas/profile-skills.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';

export const REGISTRATION_MESSAGES = {
  skillsMissing: 'Scegli almeno una competenza o descrivi le tue competenze',
  companyTaxCodeInvalid: "Il codice fiscale dell'azienda non è valido",
} as const;

/** An e-mail as the registration stores it: trimmed, lower case, 'Email non valida' otherwise. */
const emailField = textOf('Email', EMAIL_MAX_LENGTH, { error: EMAIL_INVALID })
  .toLowerCase()
  .refine(isValidEmail, { error: EMAIL_INVALID });

/** Skills: catalogue choices and free-text extra skills, at least one of the two. */
export const skillsStepSchema = profileSkillsSchema.refine(
  (skills) => skills.skillIds.length > 0 || (skills.skillDescription ?? '') !== '',
  { error: REGISTRATION_MESSAGES.skillsMissing, path: ['skillIds'] },
);

/**
 * User data: names, e-mail, phone (3 and 8 or 9 digits), a strong password and its confirmation ('Passwords non
 * coincidenti'), the optional fiscal code, place and date of birth (adult on `today`, the Rome day), and the acceptance
 * of privacy policy and terms ('Accetta i termini per continuare').
 */
export const userStepSchema = (today: CalendarDateInput) =>
  z
    .object({
      firstName: requiredTextOf('Nome', 100),
      lastName: requiredTextOf('Cognome', 100),
      email: emailField,
      phone: phoneSchema().transform((value) => value.trim()),
      password: newPasswordSchema('Password'),
      confirmPassword: z
        .string({ error: requiredMessage('Conferma password') })
        .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong }),
      fiscalCode: optional(
        z
          .string()
          .trim()
          .refine(isValidFiscalCode, { error: FISCAL_CODE_INVALID })
          .transform((value) => value.toUpperCase()),
      ),
      placeOfBirth: optionalText('Luogo di nascita', 100),
      dob: dateOfBirthSchema(today),
      agreement: agreementSchema,
    })
    .check(passwordConfirmationCheck('password', 'confirmPassword'));

/** The code of the network to join: typed in any case, 4 to 20 letters or digits. */
export const networkStepSchema = z.object({
  networkCode: z
    .string({ error: requiredMessage('Codice rete') })
    .trim()
    .toUpperCase()
    .min(1, { error: requiredMessage('Codice rete'), abort: true })
    .regex(NETWORK_CODE_PATTERN, { error: NETWORK_CODE_INVALID }),
});

/**
 * Company data: name, VAT number (check digit), phone, the address parts geolocation needs, PEC, SDI code, tax code.
 */
export const companyStepSchema = companyDataSchema.omit({ website: true, publicDescription: true }).extend({
  /** The company's own tax code: a codice fiscale or 11 digits. */
  fiscalCode: optional(
    z
      .string()
      .trim()
      .refine(isValidTaxCode, { error: REGISTRATION_MESSAGES.companyTaxCodeInvalid })
      .transform((value) => value.toUpperCase()),
  ),
});

/** Head-of-network data (spec section 3): the certified e-mail and the SDI code are required. */
const invoicingSchema = z.object({
  certifiedEmail: requiredText('PEC', EMAIL_MAX_LENGTH).refine(isValidEmail, { error: EMAIL_INVALID }),
  electronicInvoicingCode: requiredText('Codice SDI', 7)
    .regex(/^[A-Za-z0-9]{7}$/, { error: COMPANY_MESSAGES.electronicInvoicingCode })
    .transform((value) => value.toUpperCase()),
});

/** Company data of a network's head: the certified e-mail and the SDI code are required (spec section 3). */
export const headOfNetworkCompanyStepSchema = companyStepSchema.extend(invoicingSchema.shape);

/** Public profile: the description and website the network shows of the member's company. */
export const publicProfileStepSchema = z.object({
  publicDescription: requiredText('Descrizione pubblica', PUBLIC_DESCRIPTION_MAX),
  website: companyDataSchema.shape.website,
  /** Shown in the agora of the professionals of every network (spec section 2, /agora-professional). */
  agoraVisible: z.boolean({ error: 'Valore non valido' }).default(false),
});

/**
 * A designer's public profile also holds the designer profile of spec section 3: professional category (required),
 * chamber of commerce number, years of experience, employees, collaborators, average cost of work.
 */
export const designerPublicProfileStepSchema = publicProfileStepSchema.extend(
  designerProfileSchema.omit({ taxCode: true }).shape,
);

/** Legal representative of the company: names, fiscal code (required), e-mail and phone. */
export const legalRepresentativeStepSchema = legalRepresentativeSchema;
