import { BUSINESS_PHONE_INVALID, PHONE_FORMAT_INVALID } from './messages.ts';
import { textOf } from './text.ts';

/** The longest a typed phone number may be, with its spaces and separators. */
export const PHONE_MAX_LENGTH = 30;

/** Italian mobile number without international prefix: a 3 then 8 or 9 digits (surrounding spaces ignored). */
const PHONE = /^3[0-9]{8,9}$/;

export const isValidPhone = (value: string): boolean => PHONE.test(value.trim());

/** The field rule: the message, or null when the value is a valid phone number. */
export function validatePhone(value: string | null | undefined): string | null {
  return typeof value === 'string' && isValidPhone(value) ? null : PHONE_FORMAT_INVALID;
}

/** Required phone field; `message` lets a form use the short 'Telefono non valido' instead of the spec's long text. */
export const phoneSchema = (message: string = PHONE_FORMAT_INVALID) =>
  textOf('Telefono', PHONE_MAX_LENGTH, { error: message }).refine(isValidPhone, { error: message });

/** An Italian landline: 0, then the rest of the area code and the number, 6 to 11 digits in all. */
const LANDLINE = /^0[0-9]{5,10}$/;

/**
 * A company's phone: a mobile or a landline (`011 5551234`), spaces, dots, dashes and slashes between digits ignored.
 */
export const isValidBusinessPhone = (value: string): boolean => {
  const digits = value.trim().replace(/[\s./-]/g, '');
  return PHONE.test(digits) || LANDLINE.test(digits);
};

/** A company's phone field (mobile or landline), trimmed. */
export const businessPhoneSchema = () =>
  textOf('Telefono', PHONE_MAX_LENGTH, { error: BUSINESS_PHONE_INVALID }).refine(isValidBusinessPhone, {
    error: BUSINESS_PHONE_INVALID,
  });
