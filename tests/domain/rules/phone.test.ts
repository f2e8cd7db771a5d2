import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneSchema, validatePhone } from '../../../domain/rules/phone.ts';
import { phoneArbitrary } from './arbitraries.ts';

const MESSAGE = 'Deve essere un numero di telefono valido senza prefisso internazionale.';

describe('phone rule', () => {
  it.each([
    ['accepts 3 followed by 9 digits', '3331234567', null],
    ['accepts 3 followed by 8 digits', '333123456', null],
    ['accepts surrounding spaces', ' 3331234567 ', null],
    ['refuses 3 followed by 7 digits', '33312345', MESSAGE],
    ['refuses 3 followed by 10 digits', '33312345678', MESSAGE],
    ['refuses a landline starting with 0', '0612345678', MESSAGE],
    ['refuses the +39 international prefix', '+393331234567', MESSAGE],
    ['refuses the 0039 international prefix', '00393331234567', MESSAGE],
    ['refuses the 39 prefix without plus', '393331234567', MESSAGE],
    ['refuses inner spaces', '333 1234567', MESSAGE],
    ['refuses a dash', '333-1234567', MESSAGE],
    ['refuses an empty value', '', MESSAGE],
    ['refuses a missing value', null, MESSAGE],
  ])('%s', (_name, value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });

  it('the zod schema uses the spec message by default and a given one on request', () => {
    expect(phoneSchema().safeParse('3331234567').success).toBe(true);
    expect(phoneSchema().safeParse('+393331234567').error?.issues[0]?.message).toBe(MESSAGE);
    expect(phoneSchema('Telefono non valido').safeParse('12').error?.issues[0]?.message).toBe('Telefono non valido');
  });
});

describe('phone properties', () => {
  it('accepts every generated number', () => {
    fc.assert(
      fc.property(phoneArbitrary, (phone) => {
        expect(isValidPhone(phone)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a number whose leading 3 is changed to another digit', () => {
    fc.assert(
      fc.property(phoneArbitrary, fc.constantFrom('0', '1', '2', '4', '5', '6', '7', '8', '9'), (phone, digit) => {
        expect(validatePhone(digit + phone.slice(1))).toBe(MESSAGE);
      }),
    );
  });

  it('refuses a number with any one character changed to a non-digit', () => {
    const mutation = phoneArbitrary.chain((phone) =>
      fc.record({
        phone: fc.constant(phone),
        position: fc.integer({ min: 0, max: phone.length - 1 }),
        char: fc.constantFrom('a', 'O', 'l', '+', '-', '.', '/'),
      }),
    );
    fc.assert(
      fc.property(mutation, ({ phone, position, char }) => {
        expect(validatePhone(phone.slice(0, position) + char + phone.slice(position + 1))).toBe(MESSAGE);
      }),
    );
  });

  it('refuses every generated number with an international prefix', () => {
    fc.assert(
      fc.property(phoneArbitrary, fc.constantFrom('+39', '0039', '+41'), (phone, prefix) => {
        expect(validatePhone(prefix + phone)).toBe(MESSAGE);
      }),
    );
  });
});
