import { describe, expect, it } from 'vitest';
import {
  passwordChangeFormSchema,
  passwordUpdateOf,
  passwordUpdateSchema,
} from '../../../domain/schemas/password-change.ts';

const valid = { currentPassword: 'Demo-2026!', newPassword: 'Nuova-Chiave-2027', confirmPassword: 'Nuova-Chiave-2027' };
const issuesOf = (input: object) =>
  (passwordChangeFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('password change', () => {
  it('accepts a strong new password that differs from the current one and is confirmed', () => {
    expect(passwordChangeFormSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['no current password', { currentPassword: '' }, [['currentPassword', 'Il campo Password attuale è richiesto']]],
    [
      'no new password',
      { newPassword: '', confirmPassword: '' },
      [['newPassword', 'Il campo Nuova password è richiesto']],
    ],
    [
      'a short one',
      { newPassword: 'Ab1!', confirmPassword: 'Ab1!' },
      [
        [
          'newPassword',
          'La password deve contenere almeno 8 caratteri, una lettera maiuscola, una minuscola, un numero e un carattere speciale',
        ],
      ],
    ],
    [
      'one without a symbol',
      { newPassword: 'Password2027', confirmPassword: 'Password2027' },
      [
        [
          'newPassword',
          'La password deve contenere almeno 8 caratteri, una lettera maiuscola, una minuscola, un numero e un carattere speciale',
        ],
      ],
    ],
    [
      'the current one again',
      { newPassword: 'Demo-2026!', confirmPassword: 'Demo-2026!' },
      [['newPassword', 'La nuova password deve essere diversa da quella attuale']],
    ],
    [
      'a different confirmation',
      { confirmPassword: 'Nuova-Chiave-2028' },
      [['confirmPassword', 'Passwords non coincidenti']],
    ],
  ])('refuses %s with its Italian message', (_case, change, expected) => {
    expect(issuesOf({ ...valid, ...change })).toEqual(expected);
  });

  it('sends the body of the spec, which the server schema accepts', () => {
    const body = passwordUpdateOf(passwordChangeFormSchema.parse(valid));
    expect(body).toEqual({
      temporary: false,
      type: 'password',
      value: 'Nuova-Chiave-2027',
      currentPassword: 'Demo-2026!',
    });
    expect(passwordUpdateSchema.safeParse(body).success).toBe(true);
    expect(
      passwordUpdateSchema.safeParse({ ...body, type: 'otp' }).error?.issues.map((issue) => issue.message),
    ).toEqual(['Tipo di credenziale non valido']);
  });
});
