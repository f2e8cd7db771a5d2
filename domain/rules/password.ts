import { z } from 'zod';
import { requiredMessage } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  weak: `La password deve contenere almeno ${String(PASSWORD_MIN_LENGTH)} caratteri, una lettera maiuscola, una minuscola, un numero e un carattere speciale`,
  tooLong: `La password non può contenere più di ${String(PASSWORD_MAX_LENGTH)} caratteri`,
  sameAsCurrent: 'La nuova password deve essere diversa da quella attuale',
  currentWrong: 'La password attuale non è corretta',
} as const;

/**
 * A strong password: at least 8 characters with an upper-case and a lower-case letter, a digit and a character that
 * is none of these (a symbol or a space). Letters of any alphabet count.
 */
export function isStrongPassword(value: string): boolean {
  return (
    [...value].length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\p{Nd}/u.test(value) &&
    /[^\p{L}\p{Nd}]/u.test(value)
  );
}

/** A new password: the strength rule, and at most 128 characters. */
export const newPasswordSchema = (label = 'Nuova password') =>
  z
    .string({ error: requiredMessage(label) })
    .min(1, { error: requiredMessage(label), abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong })
    .refine(isStrongPassword, { error: PASSWORD_MESSAGES.weak });
