import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  agreementSchema,
  emailSchema,
  invitationSchema,
  passwordConfirmationCheck,
  passwordPairSchema,
  phoneFieldSchema,
  splitEmails,
} from '../../../domain/rules/forms.ts';

const issuesOf = (result: { error?: z.ZodError | undefined }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('e-mail and phone fields', () => {
  it.each([
    ['accepts an address', 'mario@example.it', []],
    ['refuses text', 'mario', [['', 'Email non valida']]],
    ['refuses an empty string', '', [['', 'Email non valida']]],
    ['refuses a missing value', undefined, [['', 'Email non valida']]],
  ])('the e-mail field %s', (_name, value, expected) => {
    expect(issuesOf(emailSchema.safeParse(value))).toEqual(expected);
  });

  it.each([
    ['accepts a mobile number', '3471234567', []],
    ['refuses a prefixed number with the short message', '+393471234567', [['', 'Telefono non valido']]],
  ])('the phone field %s', (_name, value, expected) => {
    expect(issuesOf(phoneFieldSchema.safeParse(value))).toEqual(expected);
  });
});

describe('password confirmation', () => {
  it('accepts equal passwords', () => {
    expect(passwordPairSchema.safeParse({ password: 'Segreta1!', confirmPassword: 'Segreta1!' }).success).toBe(true);
  });

  it('reports differing passwords on the confirmation field', () => {
    expect(issuesOf(passwordPairSchema.safeParse({ password: 'Segreta1!', confirmPassword: 'segreta1!' }))).toEqual([
      ['confirmPassword', 'Passwords non coincidenti'],
    ]);
  });

  it('reports the mismatch even when another field of the form is invalid', () => {
    const schema = z
      .object({ email: emailSchema, password: z.string(), repeat: z.string() })
      .check(passwordConfirmationCheck('password', 'repeat'));
    expect(issuesOf(schema.safeParse({ email: 'x', password: 'a', repeat: 'b' }))).toEqual([
      ['email', 'Email non valida'],
      ['repeat', 'Passwords non coincidenti'],
    ]);
  });
});

describe('agreement acceptance', () => {
  it.each([
    ['accepts true', true, []],
    ['refuses false', false, [['', 'Accetta i termini per continuare']]],
    ['refuses a missing value', undefined, [['', 'Accetta i termini per continuare']]],
    ['refuses the string "true"', 'true', [['', 'Accetta i termini per continuare']]],
  ])('%s', (_name, value, expected) => {
    expect(issuesOf(agreementSchema.safeParse(value))).toEqual(expected);
  });
});

describe('invitation form', () => {
  const schema = invitationSchema(['Designer', 'Specialist']);

  it.each([
    ['accepts a listed role and valid e-mails', { role: 'Designer', emails: ['a@example.it', 'b@example.it'] }, []],
    ['refuses a role outside the list', { role: 'HubHead', emails: ['a@example.it'] }, [['role', 'Ruolo non valido']]],
    ['refuses a missing role', { emails: ['a@example.it'] }, [['role', 'Ruolo non valido']]],
    [
      'refuses a list with one incorrect e-mail',
      { role: 'Designer', emails: ['a@example.it', 'b@'] },
      [['emails', "E' stata individuata una mail non corretta"]],
    ],
    ['refuses an empty list', { role: 'Designer', emails: [] }, [['emails', "Inserire almeno un'email"]]],
    ['refuses a missing list', { role: 'Designer' }, [['emails', "Inserire almeno un'email"]]],
  ])('%s', (_name, value, expected) => {
    expect(issuesOf(schema.safeParse(value))).toEqual(expected);
  });

  it('splits typed e-mails on commas, semicolons and white space', () => {
    expect(splitEmails(' a@example.it, b@example.it;\nc@example.it  ')).toEqual([
      'a@example.it',
      'b@example.it',
      'c@example.it',
    ]);
    expect(splitEmails('  ')).toEqual([]);
  });
});

describe('schemas shared with the API server', () => {
  it('can be turned into JSON Schema for the OpenAPI document', () => {
    expect(() => z.toJSONSchema(invitationSchema(['Designer']))).not.toThrow();
    expect(() => z.toJSONSchema(passwordPairSchema)).not.toThrow();
    expect(() => z.toJSONSchema(agreementSchema)).not.toThrow();
  });
});
