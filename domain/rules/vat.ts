import { z } from 'zod';
import { VAT_INVALID } from './messages.ts';

/**
 * Italian partita IVA: 11 digits, the last a check digit. Digits in odd positions (1st, 3rd, ... 9th) are added as
 * they are; digits in even positions are doubled, minus 9 when the double exceeds 9; the check digit is
 * (10 - sum mod 10) mod 10. All zeros passes that arithmetic but is no number anyone holds, so it is refused.
 */

const SHAPE = /^[0-9]{11}$/;

/** The check digit of the first 10 digits. */
export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(first10.charAt(i));
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the value (surrounding spaces ignored) is a valid partita IVA. */
export function isValidVat(value: string): boolean {
  const vat = value.trim();
  if (!SHAPE.test(vat) || vat === '00000000000') return false;
  return vatCheckDigit(vat.slice(0, 10)) === Number(vat.charAt(10));
}

/** The field rule: the message, or null when the value is a valid partita IVA. */
export function validateVat(value: string | null | undefined): string | null {
  return typeof value === 'string' && isValidVat(value) ? null : VAT_INVALID;
}

/** Required partita IVA field. */
export const vatSchema = z.string({ error: VAT_INVALID }).refine(isValidVat, { error: VAT_INVALID });
