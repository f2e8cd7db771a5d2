import { z } from 'zod';
import { FISCAL_CODE_INVALID } from './messages.ts';

/**
 * Italian codice fiscale of a person: 6 letters (surname, name), 2 year digits, a month letter, 2 day digits (+40 for
 * women), a Belfiore place code (letter and 3 digits) and a control character. Omocodic codes replace digits of the
 * numeric positions with L M N P Q R S T U V (0-9), and their control character is computed on the replaced form.
 * Case-insensitive: the rules upper-case the input first.
 */

const OMOCODIC_LETTERS = 'LMNPQRSTUV';
const NUMERIC = `[0-9${OMOCODIC_LETTERS}]`;
const MONTH_LETTERS = 'ABCDEHLMPRST';
const SHAPE = new RegExp(`^[A-Z]{6}${NUMERIC}{2}[${MONTH_LETTERS}]${NUMERIC}{2}[A-Z]${NUMERIC}{3}[A-Z]$`);

/** 0-based positions that hold a digit in a plain code and may hold an omocodic letter. */
export const FISCAL_CODE_NUMERIC_POSITIONS = [6, 7, 9, 10, 12, 13, 14] as const;

/** Values of the characters in odd (1st, 3rd, ...) positions; digits share the value of the letter of equal index. */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

const charIndex = (char: string): number => {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65; // '0'-'9' -> 0-9, 'A'-'Z' -> 0-25
};

/** Upper-cases and trims a code as typed. */
export const normalizeFiscalCode = (value: string): string => value.trim().toUpperCase();

/** The control character of the first 15 characters (upper case, plain or omocodic). */
export function fiscalCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const index = charIndex(first15.charAt(i));
    sum += i % 2 === 0 ? (ODD_VALUES[index] ?? 0) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Replaces omocodic letters of the numeric positions with their digits. */
export function deomocodize(code: string): string {
  const chars = code.split('');
  for (const position of FISCAL_CODE_NUMERIC_POSITIONS) {
    const letterIndex = OMOCODIC_LETTERS.indexOf(chars[position] ?? '');
    if (letterIndex >= 0) chars[position] = String(letterIndex);
  }
  return chars.join('');
}

/** True when the (upper-cased) code has the codice fiscale layout and a plausible day (1-31 or 41-71). */
export function hasFiscalCodeShape(value: string): boolean {
  const code = normalizeFiscalCode(value);
  if (!SHAPE.test(code)) return false;
  const day = Number(deomocodize(code).slice(9, 11));
  return (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
}

/** True when the code is a complete, well-formed codice fiscale whose control character matches. */
export function isValidFiscalCode(value: string): boolean {
  if (!hasFiscalCodeShape(value)) return false;
  const code = normalizeFiscalCode(value);
  return fiscalCodeCheckChar(code.slice(0, 15)) === code.charAt(15);
}

/** The field rule: absent or blank passes (the field is optional), otherwise the code must be valid. */
export function validateFiscalCode(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return isValidFiscalCode(value) ? null : FISCAL_CODE_INVALID;
}

/** Optional fiscal code field: undefined, null or '' pass; the value is kept as typed (see normalizeFiscalCode). */
export const fiscalCodeSchema = z
  .string({ error: FISCAL_CODE_INVALID })
  .refine((value) => validateFiscalCode(value) === null, { error: FISCAL_CODE_INVALID })
  .nullish();
