import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deomocodize,
  fiscalCodeCheckChar,
  fiscalCodeSchema,
  hasFiscalCodeShape,
  isValidFiscalCode,
  validateFiscalCode,
} from '../../../domain/rules/fiscal-code.ts';
import { allowedAt, fiscalCodeArbitrary, referenceCheckChar } from './arbitraries.ts';

const MESSAGE = 'Il codice fiscale non è valido.';

describe('fiscal code rule', () => {
  it.each([
    ['accepts a well-known valid code', 'RSSMRA85T10A562S', null],
    ['accepts a second real code', 'MRTMTT25D09F205Z', null],
    ['accepts a code typed in lower case', 'rssmra85t10a562s', null],
    ['accepts a code in mixed case with surrounding spaces', '  RssMra85t10A562s ', null],
    ['accepts a woman born on the 31st (day 71)', `RSSMRA85T71A562${fiscalCodeCheckChar('RSSMRA85T71A562')}`, null],
    ['accepts a fully omocodic code', `RSSMRAURTMLARSN${referenceCheckChar('RSSMRAURTMLARSN')}`, null],
    ['accepts an absent code (the field is optional)', undefined, null],
    ['accepts a null code', null, null],
    ['accepts an empty code', '', null],
    ['accepts a blank code', '   ', null],
    ['refuses a wrong control character', 'RSSMRA85T10A562T', MESSAGE],
    ['refuses a code one character short', 'RSSMRA85T10A562', MESSAGE],
    ['refuses a code one character long', 'RSSMRA85T10A562SS', MESSAGE],
    ['refuses a month letter outside the table', 'RSSMRA85F10A562S', MESSAGE],
    ['refuses a digit among the name letters', 'RSSMR185T10A562S', MESSAGE],
    ['refuses a letter outside LMNPQRSTUV in a numeric position', 'RSSMRA8AT10A562S', MESSAGE],
    ['refuses day 00', `RSSMRA85T00A562${referenceCheckChar('RSSMRA85T00A562')}`, MESSAGE],
    [
      'refuses day 32 even with the right control character',
      `RSSMRA85T32A562${referenceCheckChar('RSSMRA85T32A562')}`,
      MESSAGE,
    ],
    [
      'refuses day 72 even with the right control character',
      `RSSMRA85T72A562${referenceCheckChar('RSSMRA85T72A562')}`,
      MESSAGE,
    ],
    ['refuses an inner space', 'RSSMRA85T10 A562S', MESSAGE],
  ])('%s', (_name, value, expected) => {
    expect(validateFiscalCode(value)).toBe(expected);
  });

  it('computes the control character of the first 15 characters', () => {
    expect(fiscalCodeCheckChar('RSSMRA85T10A562')).toBe('S');
    expect(fiscalCodeCheckChar('MRTMTT25D09F205')).toBe('Z');
  });

  it('turns omocodic letters back into digits only in the numeric positions', () => {
    expect(deomocodize('RSSMRAURTMLARSNF')).toBe('RSSMRA85T10A562F');
  });

  it.each([
    ['passes undefined', undefined, true],
    ['passes null', null, true],
    ['passes an empty string', '', true],
    ['passes a valid code', 'rssmra85t10a562s', true],
    ['fails a wrong code', 'RSSMRA85T10A562T', false],
  ])('the zod schema %s', (_name, value, success) => {
    expect(fiscalCodeSchema.safeParse(value).success).toBe(success);
  });

  it('the zod schema reports the Italian message for a wrong code and for a non-string', () => {
    expect(fiscalCodeSchema.safeParse('RSSMRA85T10A562T').error?.issues[0]?.message).toBe(MESSAGE);
    expect(fiscalCodeSchema.safeParse(42).error?.issues[0]?.message).toBe(MESSAGE);
  });
});

describe('fiscal code properties', () => {
  it('accepts every generated code, plain or omocodic, in upper and lower case', () => {
    fc.assert(
      fc.property(fiscalCodeArbitrary, ({ code }) => {
        expect(isValidFiscalCode(code)).toBe(true);
        expect(isValidFiscalCode(code.toLowerCase())).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('computes the same control character as the published tables', () => {
    fc.assert(
      fc.property(fiscalCodeArbitrary, ({ code }) => {
        expect(fiscalCodeCheckChar(code.slice(0, 15))).toBe(code.charAt(15));
      }),
    );
  });

  it('detects any single changed character that keeps the layout valid', () => {
    const mutation = fiscalCodeArbitrary.chain(({ code }) =>
      fc.integer({ min: 0, max: 15 }).chain((position) =>
        fc
          .constantFrom(...allowedAt(position === 15 ? 0 : position))
          .filter((char) => char !== code.charAt(position))
          .map((char) => ({ code, mutant: code.slice(0, position) + char + code.slice(position + 1) })),
      ),
    );
    fc.assert(
      fc.property(mutation, ({ mutant }) => {
        fc.pre(hasFiscalCodeShape(mutant));
        expect(isValidFiscalCode(mutant)).toBe(false);
        expect(validateFiscalCode(mutant)).toBe(MESSAGE);
      }),
      { numRuns: 1000 },
    );
  });
});
