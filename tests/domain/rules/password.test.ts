import { describe, expect, it } from 'vitest';
import { isStrongPassword, newPasswordSchema } from '../../../domain/rules/password.ts';

describe('password strength', () => {
  it.each(['Demo-2026!', 'Àrbitro 2027', 'Città#Bella9'])('accepts %j', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each(['Ab1!xyz', 'demo-2026!', 'DEMO-2026!', 'Demo-Demo!', 'Demo20262026'])('refuses %j', (password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('refuses more than 128 characters with its own message', () => {
    expect(
      newPasswordSchema()
        .safeParse(`Aa1!${'x'.repeat(125)}`)
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['La password non può contenere più di 128 caratteri']);
  });
});
