import { z } from 'zod';
import { PHONE_FORMAT_INVALID } from './messages.ts';

/** Italian mobile number without international prefix: a 3 then 8 or 9 digits (surrounding spaces ignored). */
const PHONE = /^3[0-9]{8,9}$/;

export const isValidPhone = (value: string): boolean => PHONE.test(value.trim());

/** The field rule: the message, or null when the value is a valid phone number. */
export function validatePhone(value: string | null | undefined): string | null {
  return typeof value === 'string' && isValidPhone(value) ? null : PHONE_FORMAT_INVALID;
}

/** Required phone field; `message` lets a form use the short 'Telefono non valido' instead of the spec's long text. */
export const phoneSchema = (message: string = PHONE_FORMAT_INVALID) =>
  z.string({ error: message }).refine(isValidPhone, { error: message });
