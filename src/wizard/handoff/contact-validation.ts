import {
  landingContactFieldsSchema,
  type LandingContactField,
} from '../../../domain/schemas/landing-contact-fields.ts';
import type { ContactInput } from '../landing-api.ts';

export type ContactErrors = Partial<Record<LandingContactField, string>>;

/** The handoff form's fields in screen order (the first with an error takes the focus). */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'privacyAccepted',
] as const satisfies readonly LandingContactField[];

const isContactField = (name: string): name is LandingContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(name);

/** The same rules as the server: one message per field, or none when the form may be sent. */
export function validateContact(contact: ContactInput): ContactErrors {
  const parsed = landingContactFieldsSchema.safeParse(contact);
  return parsed.success
    ? {}
    : contactErrorsOf(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}

/** Field messages from a list of `{ path, message }` (the client's check or the server's 400). */
export function contactErrorsOf(errors: readonly { path: string; message: string }[]): ContactErrors {
  const result: ContactErrors = {};
  for (const { path, message } of errors) {
    if (isContactField(path)) result[path] ??= message;
  }
  return result;
}

export const firstContactError = (errors: ContactErrors): LandingContactField | undefined =>
  CONTACT_FIELDS.find((field) => errors[field] !== undefined);
