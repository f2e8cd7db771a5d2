import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';
import {
  AGREEMENT_NOT_ACCEPTED,
  EMAIL_INVALID,
  INVITATION_EMAIL_INVALID,
  INVITATION_EMAILS_EMPTY,
  INVITATION_ROLE_INVALID,
  PASSWORDS_MISMATCH,
  PHONE_INVALID,
} from './messages.ts';
import { phoneSchema } from './phone.ts';
import { textOf } from './text.ts';

/** E-mail field: 'Email non valida' for anything that is not an e-mail address (an empty string included). */
export const emailSchema = z.string({ error: EMAIL_INVALID }).refine(isValidEmail, { error: EMAIL_INVALID });

/** Short-message phone field ('Telefono non valido'), same format as the registration phone. */
export const phoneFieldSchema = phoneSchema(PHONE_INVALID);

/** The privacy and terms acceptance: only `true` passes. */
export const agreementSchema = z.literal(true, { error: AGREEMENT_NOT_ACCEPTED });

/**
 * A check for an object schema: the confirmation must equal the password, else 'Passwords non coincidenti' on the
 * confirmation field. It runs even when other fields of the form are invalid, as long as both values are strings, so
 * the message shows at once: `schema.check(passwordConfirmationCheck('password', 'confirmPassword'))`.
 */
export function passwordConfirmationCheck<P extends string, C extends string>(passwordKey: P, confirmationKey: C) {
  const bothStrings = (value: unknown): value is Record<P | C, string> =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)[passwordKey] === 'string' &&
    typeof (value as Record<string, unknown>)[confirmationKey] === 'string';
  return z.refine<Record<P | C, unknown>>(
    (value) => !bothStrings(value) || value[passwordKey] === value[confirmationKey],
    { error: PASSWORDS_MISMATCH, path: [confirmationKey], when: (payload) => bothStrings(payload.value) },
  );
}

/** Password and confirmation pair, for forms that have just these two fields. */
export const passwordPairSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .check(passwordConfirmationCheck('password', 'confirmPassword'));

/**
 * Invitation form: a role among `roles` ('Ruolo non valido'), and at least one e-mail ("Inserire almeno un'email"),
 * each a valid address ("E' stata individuata una mail non corretta", reported once on the e-mail list).
 */
export const invitationSchema = <R extends string>(roles: readonly R[]) =>
  z.object({
    role: z.enum(roles as [R, ...R[]], { error: INVITATION_ROLE_INVALID }),
    emails: z
      .array(textOf('Email', EMAIL_MAX_LENGTH, { error: INVITATION_EMAIL_INVALID }), { error: INVITATION_EMAILS_EMPTY })
      .min(1, { error: INVITATION_EMAILS_EMPTY })
      .refine((emails) => emails.every(isValidEmail), { error: INVITATION_EMAIL_INVALID, abort: true }),
  });

/** Splits a typed list of e-mails (commas, semicolons, spaces or new lines) into trimmed, non-blank entries. */
export const splitEmails = (text: string): string[] => text.split(/[\s,;]+/).filter((email) => email !== '');
