import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalContacts, organizations, profiles } from '../../server/db/schema/index.ts';
import { session, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const companyData = {
  name: 'Studio Rossi Progettazione S.r.l.',
  vatNumber: '12345678903',
  phone: '3331112222',
  street: 'Corso Vittorio Emanuele',
  houseNumber: '10/B',
  zip: '10121',
  city: 'Torino',
  province: 'to',
  nation: 'Italia',
  certifiedEmail: 'studiorossi@pec.example',
  electronicInvoicingCode: 'abc1234',
  website: 'www.studiorossi.example',
  publicDescription: 'Progettazione e direzione lavori.',
};
const representative = {
  firstName: 'Marco',
  lastName: 'Rossi',
  fiscalCode: 'rssmrc80a01l219o',
  email: 'marco.rossi@studio.example',
  phone: '3331234567',
};

describe.each(testDrivers)('organization calls on %s', (driver) => {
  let ctx: TestApp;
  const people: Partial<Record<string, Session>> = {};
  let ownId: string;
  let otherId: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    for (const user of ['designer', 'backoffice']) {
      people[user] = await session(ctx.app, `${user}@demo.example`);
    }
    const [designer] = await ctx.database.db
      .select({ organizationId: profiles.organizationId })
      .from(profiles)
      .where(eq(profiles.email, 'designer@demo.example'));
    ownId = designer?.organizationId ?? '';
    const [other] = await ctx.database.db
      .insert(organizations)
      .values({ name: 'Altro Studio S.r.l.', vatNumber: '00743110157' })
      .returning();
    otherId = other?.id ?? '';
  });
  afterAll(async () => ctx.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, user = 'designer', payload?: object) =>
    people[user]?.call(method, url, payload) ?? Promise.reject(new Error(`${user} is not logged in`));
  const stored = async (id: string) =>
    (await ctx.database.db.select().from(organizations).where(eq(organizations.id, id)))[0];

  it('shows the own organization with its demo company data, and its legal representative with ?extend', async () => {
    const plain = await call('GET', `/profile/organization/${ownId}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({
      id: ownId,
      name: 'Studio Demo Riqualifica S.r.l.',
      vatNumber: '01234567897',
      city: 'Milano',
      zip: '20121',
    });
    expect(plain.json()).not.toHaveProperty('legalContacts');
    const extended = await call('GET', `/profile/organization/${ownId}?extend`);
    expect(extended.json<{ legalContacts: unknown[] }>().legalContacts).toEqual([
      expect.objectContaining({
        organization_id: ownId,
        firstName: 'Giulia',
        lastName: 'Ferri',
        fiscalCode: 'FRRGLI80A41F205Z',
      }),
    ]);
  });

  it('answers 404 for another organization, for reading and writing, and changes nothing', async () => {
    const before = await stored(otherId);
    for (const response of [
      await call('GET', `/profile/organization/${otherId}?extend`),
      await call('PUT', `/profile/organization/${otherId}`, 'designer', companyData),
      await call('GET', `/profile/organization/${otherId}/legalcontact`),
      await call('POST', `/profile/organization/${otherId}/legalcontact`, 'designer', representative),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Organizzazione non trovata' });
    }
    expect(await stored(otherId)).toEqual(before);
    expect(await ctx.database.db.select().from(legalContacts).where(eq(legalContacts.organizationId, otherId))).toEqual(
      [],
    );
  });

  it('lets back office read any organization', async () => {
    expect((await call('GET', `/profile/organization/${otherId}`, 'backoffice')).json()).toMatchObject({
      name: 'Altro Studio S.r.l.',
    });
  });

  it('saves valid company data, normalised, with the one-line address', async () => {
    const response = await call('PUT', `/profile/organization/${ownId}`, 'designer', companyData);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Studio Rossi Progettazione S.r.l.',
      vatNumber: '12345678903',
      province: 'TO',
      electronicInvoicingCode: 'ABC1234',
      website: 'https://www.studiorossi.example',
      address: 'Corso Vittorio Emanuele 10/B, 10121 Torino (TO), Italia',
    });
    expect(await stored(ownId)).toMatchObject({ city: 'Torino', certifiedEmail: 'studiorossi@pec.example' });
  });

  it.each([
    ['a VAT number with a wrong check digit', { vatNumber: '12345678900' }, 'vatNumber', 'Partita IVA non valida'],
    ['a missing street', { street: ' ' }, 'street', 'La via è necessaria ai fini della geolocalizzazione'],
    ['a missing city', { city: '' }, 'city', 'La città è necessaria ai fini della geolocalizzazione'],
    ['a missing zip', { zip: undefined }, 'zip', 'Il CAP è necessario ai fini della geolocalizzazione'],
    [
      'a company phone with a prefix',
      { phone: '+390212345678' },
      'phone',
      'Deve essere un numero di telefono fisso o cellulare valido, senza prefisso internazionale.',
    ],
    ['a malformed PEC', { certifiedEmail: 'pec@' }, 'certifiedEmail', 'Email non valida'],
    [
      'an SDI code of 6 characters',
      { electronicInvoicingCode: 'ABC123' },
      'electronicInvoicingCode',
      'Il codice SDI deve contenere esattamente 7 lettere o cifre',
    ],
    [
      'a website that is no address',
      { website: 'non un sito' },
      'website',
      'Inserisci un indirizzo web valido, ad esempio https://www.studio.it',
    ],
    ['a blank company name', { name: '' }, 'name', 'Il campo Ragione sociale è richiesto'],
  ])('refuses %s with 400, the field and its message, changing nothing', async (_case, change, path, message) => {
    const before = await stored(ownId);
    const response = await call('PUT', `/profile/organization/${ownId}`, 'designer', { ...companyData, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
    expect(await stored(ownId)).toEqual(before);
  });

  it("refuses another organization's VAT number with 409 on the field", async () => {
    const before = await stored(ownId);
    const response = await call('PUT', `/profile/organization/${ownId}`, 'designer', {
      ...companyData,
      vatNumber: '00743110157',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Partita IVA già registrata',
      errors: [{ path: 'vatNumber', message: 'Partita IVA già registrata' }],
    });
    expect(await stored(ownId)).toEqual(before);
  });

  it('creates and updates a legal representative of the own organization', async () => {
    const created = await call('POST', `/profile/organization/${ownId}/legalcontact`, 'designer', representative);
    expect(created.statusCode).toBe(201);
    const contact = created.json<{ id: string }>();
    expect(contact).toMatchObject({
      organization_id: ownId,
      fiscalCode: 'RSSMRC80A01L219O',
      email: 'marco.rossi@studio.example',
    });
    const updated = await call('PUT', `/profile/organization/${ownId}/legalcontact/${contact.id}`, 'designer', {
      ...representative,
      phone: '',
      lastName: 'Rossi Bianchi',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: contact.id, lastName: 'Rossi Bianchi', phone: null });
    const listed = (await call('GET', `/profile/organization/${ownId}/legalcontact`)).json<
      { id: string; lastName: string }[]
    >();
    expect(listed.map(({ lastName }) => lastName)).toEqual(['Ferri', 'Rossi Bianchi']);
  });

  it('refuses a legal representative with a bad fiscal code or e-mail, and one of another organization with 404', async () => {
    const bad = await call('POST', `/profile/organization/${ownId}/legalcontact`, 'designer', {
      ...representative,
      fiscalCode: 'RSSMRC80A01L219X',
      email: 'x@',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'fiscalCode', message: 'Il codice fiscale non è valido.' },
        { path: 'email', message: 'Email non valida' },
      ]),
    );
    const missing = await call('POST', `/profile/organization/${ownId}/legalcontact`, 'designer', {
      ...representative,
      fiscalCode: '',
    });
    expect(missing.json<{ errors: unknown[] }>().errors).toContainEqual({
      path: 'fiscalCode',
      message: 'Il campo Codice fiscale è richiesto',
    });
    const [foreign] = await ctx.database.db
      .insert(legalContacts)
      .values({ organizationId: otherId, firstName: 'Anna', lastName: 'Verdi', fiscalCode: 'VRDNNA80A41L219Z' })
      .returning();
    const crossed = await call(
      'PUT',
      `/profile/organization/${ownId}/legalcontact/${foreign?.id ?? ''}`,
      'designer',
      representative,
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ message: 'Rappresentante legale non trovato' });
    expect(
      (
        await ctx.database.db
          .select()
          .from(legalContacts)
          .where(eq(legalContacts.id, foreign?.id ?? ''))
      )[0],
    ).toMatchObject({ firstName: 'Anna' });
  });

  it('asks for a bearer token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/profile/organization/${ownId}` })).statusCode).toBe(401);
  });
});
