import { z } from 'zod';

/** The longest e-mail address that can be delivered (RFC 5321's path of 256 less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** The one e-mail format of the product: zod's own e-mail check, shared by every rule and form. */
const emailFormat = z.email();

export const isValidEmail = (value: unknown): boolean =>
  typeof value === 'string' && emailFormat.safeParse(value).success;
