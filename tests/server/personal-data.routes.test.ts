import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

describe.each(testDrivers)('PUT /profile/profile on %s', (driver) => {
  let ctx: TestApp;
  let specialist: Session;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    specialist = await session(ctx.app, 'specialist@demo.example');
  });
  afterAll(async () => ctx.close());

  const put = (payload: object) => specialist.put('/profile/profile', payload);
  const details = async () => (await specialist.get('/profile/details')).json<Record<string, unknown>>();
  const valid = {
    firstName: 'Sara',
    lastName: 'Bianchi',
    phone: '3471234567',
    fiscalCode: 'bncsra85m41h501g',
    dob: '1985-08-01',
  };

  it('saves valid personal data, upper-casing the fiscal code', async () => {
    const response = await put(valid);
    expect(response.statusCode).toBe(200);
    expect(await details()).toMatchObject({
      firstName: 'Sara',
      phone: '3471234567',
      fiscalCode: 'BNCSRA85M41H501G',
      dob: '1985-08-01',
    });
  });

  it.each([
    [
      'a phone with a prefix',
      { phone: '+393471234567' },
      'phone',
      'Deve essere un numero di telefono valido senza prefisso internazionale.',
    ],
    [
      'a fiscal code with a wrong check character',
      { fiscalCode: 'BNCSRA85M41H501Q' },
      'fiscalCode',
      'Il codice fiscale non è valido.',
    ],
    ['a minor', { dob: '2015-01-01' }, 'dob', 'Data di nascita non valida. Devi essere maggiorenne!'],
    ['a blank first name', { firstName: '  ' }, 'firstName', 'Il campo Nome è richiesto'],
    ['a phone held by another user', { phone: '3331234567' }, 'phone', 'Numero di telefono non valido'],
  ])('refuses %s with the Italian message and changes nothing', async (_case, change, path, message) => {
    const before = await details();
    const response = await put({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
    expect(await details()).toEqual(before);
  });

  it('clears the optional fields when they are left blank', async () => {
    expect((await put({ ...valid, phone: '', fiscalCode: '', dob: '' })).statusCode).toBe(200);
    expect(await details()).toMatchObject({ phone: null, fiscalCode: null, dob: null });
  });

  it('refuses the call without a token', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/profile/profile', payload: valid })).statusCode).toBe(401);
  });
});
