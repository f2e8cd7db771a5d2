import { z } from 'zod';
import { isValidEmail } from '../rules/email.ts';
import { isValidFiscalCode } from '../rules/fiscal-code.ts';
import { EMAIL_INVALID, FISCAL_CODE_INVALID, requiredMessage } from '../rules/messages.ts';
import { phoneSchema } from '../rules/phone.ts';
import { optional, requiredText } from './profile-fields.ts';

/**
 * The legal representative of an organization (POST /profile/organization/{id}/legalcontact and PUT .../{id}): first
 * and last name, fiscal code (required here: the company's representative must be identified), e-mail and phone.
 */
export const legalRepresentativeSchema = z.object({
  firstName: requiredText('Nome', 100),
  lastName: requiredText('Cognome', 100),
  fiscalCode: z
    .string({ error: requiredMessage('Codice fiscale') })
    .trim()
    .min(1, { error: requiredMessage('Codice fiscale'), abort: true })
    .refine(isValidFiscalCode, { error: FISCAL_CODE_INVALID })
    .transform((value) => value.toUpperCase()),
  email: optional(z.string().trim().max(254, { error: EMAIL_INVALID }).refine(isValidEmail, { error: EMAIL_INVALID })),
  phone: optional(phoneSchema().transform((value) => value.trim())),
});

export type LegalRepresentative = z.output<typeof legalRepresentativeSchema>;
export type LegalRepresentativeInput = z.input<typeof legalRepresentativeSchema>;

/** A legal contact as the API answers it: the spec names its `id` and `organization_id`. */
export const legalContactSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fiscalCode: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export type LegalContact = z.infer<typeof legalContactSchema>;
