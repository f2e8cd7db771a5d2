import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { condominiums, organizations, profiles } from '../../server/db/schema/index.ts';
import { session, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

describe.each(testDrivers)('uniqueness checks on %s', (driver) => {
  let ctx: TestApp;
  let designer: Session;
  let designerId: string;
  let organizationId: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    designer = await session(ctx.app, 'designer@demo.example');
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.email, 'designer@demo.example'));
    designerId = profile?.id ?? '';
    const [organization] = await ctx.database.db.select().from(organizations);
    organizationId = organization?.id ?? '';
    await ctx.database.db.insert(condominiums).values({
      name: 'Condominio Aurora',
      fiscalCode: '97735020584',
      street: 'Via Roma',
      houseNumber: '1',
      zip: '10121',
      city: 'Torino',
      nation: 'Italia',
      administratorName: 'Studio Rossi',
    });
  });
  afterAll(async () => ctx.close());

  const validate = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/profile/validate', payload: payload as object });

  it.each([
    ['a free e-mail', { type: 'userUniqueEmail', value: 'nuovo@studio.example' }, { valid: true }],
    [
      'an e-mail in use, whatever its case',
      { type: 'userUniqueEmail', value: 'Designer@Demo.Example' },
      { valid: false, message: 'Email già in uso' },
    ],
    [
      'an e-mail in use by the excluded profile',
      { type: 'userUniqueEmail', value: 'designer@demo.example', excluding: 'self' },
      { valid: true },
    ],
    [
      'a malformed e-mail',
      { type: 'userUniqueEmail', value: 'non-una-mail' },
      { valid: false, message: 'Email non valida' },
    ],
    ['a free phone', { type: 'userUniquePhone', value: '3487654321' }, { valid: true }],
    [
      'a phone in use',
      { type: 'userUniquePhone', value: '3331234567' },
      { valid: false, message: 'Numero di telefono non valido' },
    ],
    [
      'a phone with an international prefix',
      { type: 'userUniquePhone', value: '+393331234567' },
      { valid: false, message: 'Deve essere un numero di telefono valido senza prefisso internazionale.' },
    ],
  ])('POST /profile/validate answers %s', async (_case, body, expected) => {
    const payload = 'excluding' in body ? { ...body, excluding: designerId } : body;
    const response = await validate(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it.each([
    ['an unknown type', { type: 'userUniqueFax', value: 'x' }, 'type', 'Tipo di verifica non valido'],
    ['a missing value', { type: 'userUniqueEmail' }, 'value', 'Valore mancante'],
    ['a blank value', { type: 'userUniqueEmail', value: '   ' }, 'value', 'Valore mancante'],
    [
      'an excluded id that is no uuid',
      { type: 'userUniqueEmail', value: 'a@b.it', excluding: '12' },
      'excluding',
      'Identificativo da escludere non valido',
    ],
  ])('POST /profile/validate refuses %s with 400 and the field', async (_case, payload, path, message) => {
    const response = await validate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Dati non validi', errors: [{ path, message }] });
  });

  it('answers the VAT check: free, in use, in use by the excluded organization, malformed', async () => {
    const check = async (vat: string, exclude?: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/profile/organization/checkvat/${vat}${exclude ? `?exclude=${exclude}` : ''}`,
        })
      ).json<unknown>();
    expect(await check('12345678903')).toEqual({ valid: true });
    expect(await check('01234567897')).toEqual({ valid: false, message: 'Partita IVA già registrata' });
    expect(await check('01234567897', organizationId)).toEqual({ valid: true });
    expect(await check('01234567890')).toEqual({ valid: false, message: 'Partita IVA non valida' });
  });

  it('answers the condominium fiscal code checks on both paths, for logged-in users only', async () => {
    for (const path of ['/property/condominium/checkfiscalcode', '/happyway/condominiums/check']) {
      const get = (cf: string) => designer.get(`${path}/${cf}`);
      expect((await get('97735020584')).json()).toEqual({
        valid: false,
        message: 'Codice fiscale del condominio già registrato',
      });
      expect((await get('80012345676')).json()).toEqual({ valid: true });
      expect((await get('9773502058')).json()).toEqual({ valid: false, message: 'Il codice fiscale non è valido.' });
      expect((await ctx.app.inject({ method: 'GET', url: `/api${path}/97735020584` })).statusCode).toBe(401);
    }
  });
});
