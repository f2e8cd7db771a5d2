import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidVat, validateVat, vatCheckDigit, vatSchema } from '../../../domain/rules/vat.ts';
import { referenceVatCheckDigit, vatArbitrary } from './arbitraries.ts';

const MESSAGE = 'Partita IVA non valida';

describe('partita IVA rule', () => {
  it.each([
    ['accepts a valid number', '12345678903', null],
    [
      'accepts a valid number whose check digit is 0',
      '01234567890'.slice(0, 10) + referenceVatCheckDigit('0123456789'),
      null,
    ],
    ['accepts surrounding spaces', ' 12345678903 ', null],
    ['refuses a wrong check digit', '12345678901', MESSAGE],
    ['refuses ten digits', '1234567890', MESSAGE],
    ['refuses twelve digits', '123456789031', MESSAGE],
    ['refuses the IT country prefix', 'IT12345678903', MESSAGE],
    ['refuses a letter among the digits', '1234567890A', MESSAGE],
    ['refuses an inner space', '12345 678903', MESSAGE],
    ['refuses all zeros although the arithmetic holds', '00000000000', MESSAGE],
    ['refuses an empty value', '', MESSAGE],
    ['refuses a missing value', undefined, MESSAGE],
  ])('%s', (_name, value, expected) => {
    expect(validateVat(value)).toBe(expected);
  });

  it('computes the check digit of the first ten digits', () => {
    expect(vatCheckDigit('1234567890')).toBe(3);
  });

  it('the zod schema reports the Italian message', () => {
    expect(vatSchema.safeParse('12345678903').success).toBe(true);
    expect(vatSchema.safeParse('12345678901').error?.issues[0]?.message).toBe(MESSAGE);
    expect(vatSchema.safeParse(12345678903).error?.issues[0]?.message).toBe(MESSAGE);
  });
});

describe('partita IVA properties', () => {
  it('accepts every generated number', () => {
    fc.assert(
      fc.property(vatArbitrary, (vat) => {
        expect(isValidVat(vat)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('detects any single changed digit', () => {
    const mutation = vatArbitrary.chain((vat) =>
      fc.record({
        vat: fc.constant(vat),
        position: fc.integer({ min: 0, max: 10 }),
        digit: fc.integer({ min: 0, max: 9 }),
      }),
    );
    fc.assert(
      fc.property(mutation, ({ vat, position, digit }) => {
        fc.pre(String(digit) !== vat.charAt(position));
        const mutant = vat.slice(0, position) + String(digit) + vat.slice(position + 1);
        expect(validateVat(mutant)).toBe(MESSAGE);
      }),
      { numRuns: 1000 },
    );
  });
});
