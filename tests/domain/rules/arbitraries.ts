import fc from 'fast-check';

/**
 * Generators of valid Italian codes for the property tests. The check characters are computed here from the
 * published tables, independently of the module under test, so a wrong table there makes the properties fail.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MONTH_LETTERS = 'ABCDEHLMPRST';
const OMOCODIC = 'LMNPQRSTUV';
/** 0-based positions of the digits (year, day, place number), rightmost first: the order omocodia replaces them. */
const NUMERIC_POSITIONS_RIGHT_FIRST = [14, 13, 12, 10, 9, 7, 6];

/** Odd-position values as published (Agenzia delle Entrate table), digit and letter by digit and letter. */
const ODD_TABLE: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};
const evenValue = (char: string): number => (/[0-9]/.test(char) ? Number(char) : LETTERS.indexOf(char));

export function referenceCheckChar(first15: string): string {
  let sum = 0;
  [...first15].forEach((char, index) => {
    sum += index % 2 === 0 ? (ODD_TABLE[char] ?? Number.NaN) : evenValue(char);
  });
  return LETTERS.charAt(sum % 26);
}

const letter = fc.constantFrom(...LETTERS);
const digits = (count: number, max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(count, '0'));

export type GeneratedFiscalCode = { code: string; omocodicLevel: number };

/** A valid codice fiscale: letters, year, month, day (+40 for women), place (H501 and friends or any), check. */
export const fiscalCodeArbitrary: fc.Arbitrary<GeneratedFiscalCode> = fc
  .record({
    names: fc.array(letter, { minLength: 6, maxLength: 6 }),
    year: digits(2, 99),
    month: fc.constantFrom(...MONTH_LETTERS),
    day: fc.integer({ min: 1, max: 31 }),
    woman: fc.boolean(),
    place: fc.oneof(
      fc.constantFrom('H501', 'F205', 'A562', 'L219', 'Z404'),
      fc.tuple(letter, digits(3, 999)).map(([l, d]) => l + d),
    ),
    omocodicLevel: fc.integer({ min: 0, max: 7 }),
  })
  .map(({ names, year, month, day, woman, place, omocodicLevel }) => {
    const chars = [...`${names.join('')}${year}${month}${String(woman ? day + 40 : day).padStart(2, '0')}${place}`];
    for (const position of NUMERIC_POSITIONS_RIGHT_FIRST.slice(0, omocodicLevel)) {
      chars[position] = OMOCODIC.charAt(Number(chars[position]));
    }
    const first15 = chars.join('');
    return { code: first15 + referenceCheckChar(first15), omocodicLevel };
  });

/** The characters a position may hold without breaking the layout (day positions may still go out of range). */
export function allowedAt(position: number): string {
  if (position === 8) return MONTH_LETTERS;
  if (NUMERIC_POSITIONS_RIGHT_FIRST.includes(position)) return `0123456789${OMOCODIC}`;
  return LETTERS;
}

/** The reference partita IVA check digit. */
export function referenceVatCheckDigit(first10: string): string {
  const sum = [...first10].reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return String((10 - (sum % 10)) % 10);
}

export const vatArbitrary: fc.Arbitrary<string> = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 })
  .filter((list) => list.some((digit) => digit !== 0))
  .map((list) => {
    const first10 = list.join('');
    return first10 + referenceVatCheckDigit(first10);
  });

export const phoneArbitrary: fc.Arbitrary<string> = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 9 })
  .map((list) => `3${list.join('')}`);
