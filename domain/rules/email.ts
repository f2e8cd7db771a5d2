import { z } from 'zod';

/** The one e-mail format of the product: zod's own e-mail check, shared by every rule and form. */
const emailFormat = z.email();

export const isValidEmail = (value: unknown): boolean =>
  typeof value === 'string' && emailFormat.safeParse(value).success;
