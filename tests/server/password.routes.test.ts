import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThroughIssuer } from './support/oidc-login.ts';
import { session, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const demoPassword = 'Demo-2026!';
const newPassword = 'Nuova-Chiave-2027';

describe.each(testDrivers)('PUT /profile/profile/password on %s', (driver) => {
  let ctx: TestApp;
  let specialist: Session;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    specialist = await session(ctx.app, 'specialist@demo.example', demoPassword);
  });
  afterAll(async () => ctx.close());

  const change = (payload: object, who = specialist) => who.put('/profile/profile/password', payload);
  const body = (value: string, currentPassword: string) => ({
    temporary: false,
    type: 'password',
    value,
    currentPassword,
  });
  const logsIn = async (password: string) =>
    (await loginThroughIssuer(ctx.app, 'specialist@demo.example', password)).tokens !== null;

  it('refuses a wrong current password with 400 and the Italian message, keeping the old password', async () => {
    const response = await change(body(newPassword, 'Sbagliata-1!'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'La password attuale non è corretta',
      errors: [{ path: 'currentPassword', message: 'La password attuale non è corretta' }],
    });
    expect(await logsIn(demoPassword)).toBe(true);
  });

  it.each([
    [
      'a weak new password',
      body('password', demoPassword),
      'value',
      'La password deve contenere almeno 8 caratteri, una lettera maiuscola, una minuscola, un numero e un carattere speciale',
    ],
    [
      'the current password again',
      body(demoPassword, demoPassword),
      'value',
      'La nuova password deve essere diversa da quella attuale',
    ],
    [
      'a temporary password',
      { ...body(newPassword, demoPassword), temporary: true },
      'temporary',
      'Una password temporanea non può essere impostata da qui',
    ],
    ['no current password', body(newPassword, ''), 'currentPassword', 'Il campo Password attuale è richiesto'],
  ])('refuses %s with 400 on the field', async (_case, payload, path, message) => {
    const response = await change(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
  });

  it('changes the password: afterwards the old one no longer logs in through the issuer and the new one does', async () => {
    const response = await change(body(newPassword, demoPassword));
    expect(response.statusCode).toBe(204);
    const old = await loginThroughIssuer(ctx.app, 'specialist@demo.example', demoPassword);
    expect(old.tokens).toBeNull();
    expect(old.submitted.statusCode).not.toBe(303);
    expect(await logsIn(newPassword)).toBe(true);
  });

  it('slows down guessing: past ten attempts in a quarter of an hour the answer is 429, and the password stays', async () => {
    const hubhead = await session(ctx.app, 'hubhead@demo.example', demoPassword);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await change(body(newPassword, `Tentativo-${String(attempt)}!`), hubhead)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    expect((await change(body(newPassword, demoPassword), hubhead)).statusCode).toBe(429);
    expect((await loginThroughIssuer(ctx.app, 'hubhead@demo.example', demoPassword)).tokens).not.toBeNull();
  });

  it('refuses the call without a token', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/profile/profile/password',
          payload: body(newPassword, demoPassword),
        })
      ).statusCode,
    ).toBe(401);
  });
});
