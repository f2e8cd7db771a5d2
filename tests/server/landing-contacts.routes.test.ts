import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoles } from '../../domain/auth/roles.ts';
import type { Lead, LeadList, LocalManager } from '../../domain/schemas/landing-contacts.ts';
import { hashPassword } from '../../server/auth/password.ts';
import {
  accounts,
  landingContacts,
  localManagerAreas,
  networks,
  notifications,
  profiles,
  properties,
  userRoles,
} from '../../server/db/schema/index.ts';
import { MILANO_FLAT } from '../domain/energy/fixtures.ts';
import { sessions, type Session } from './support/session.ts';
import { readOutbox, mailSettled } from './support/outbox.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

/** The e2e's flat: 1970s, 80 m², second of six floors, standard gas boiler, single glazing, in Torino (TO). */
const torinoFlat = {
  ...MILANO_FLAT,
  sqm: 80,
  windowsNumber: 6,
  address: { nation: 'Italia', city: 'Torino', zip: '10121', street: 'Via Roma', houseNumber: '10' },
};
const milanoFlat = MILANO_FLAT;
const palermoFlat = {
  ...MILANO_FLAT,
  address: { nation: 'Italia', city: 'Palermo', zip: '90133', street: 'Via Maqueda', houseNumber: '5' },
};

type Created = {
  result: { energyClass: string; co2KgYear: number; costEurYear: number };
  localManager: { firstName: string; lastName: string } | null;
  network: { name: string; code: string } | null;
};
type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

describe.each(testDrivers)('landing contact and leads API on %s', (driver) => {
  let ctx: TestApp;
  let people: Record<'designer' | 'backoffice' | 'localManager' | 'northManager', Session>;
  let demoManagerId = '';
  let northManagerId = '';
  let sender = 0;

  const profileIdOf = async (email: string) =>
    (await ctx.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)))[0]?.id ?? '';

  /** A second network, "Rete Nord" (NORD2026), with its own Active Local Manager covering the province of Milano. */
  async function seedNorthNetwork(): Promise<void> {
    const { db } = ctx.database;
    const [network] = await db.insert(networks).values({ name: 'Rete Nord', code: 'NORD2026' }).returning();
    const [account] = await db
      .insert(accounts)
      .values({ email: 'nord.lm@example.com', passwordHash: await hashPassword('Demo-2026!') })
      .returning();
    if (!network || !account) throw new Error('seed failed');
    const [profile] = await db
      .insert(profiles)
      .values({
        subject: account.id,
        email: 'nord.lm@example.com',
        firstName: 'Stefano',
        lastName: 'Colombo',
        phone: '3361234567',
        networkId: network.id,
      })
      .returning();
    if (!profile) throw new Error('seed failed');
    await db.insert(userRoles).values({ profileId: profile.id, roleId: appRoles.LocalManager, status: 'Active' });
    await db.insert(localManagerAreas).values({ profileId: profile.id, province: 'MI' });
    northManagerId = profile.id;
  }

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await seedNorthNetwork();
    demoManagerId = await profileIdOf('localmanager@demo.example');
    people = await sessions(ctx.app, {
      designer: 'designer@demo.example',
      backoffice: 'backoffice@demo.example',
      localManager: 'localmanager@demo.example',
      northManager: 'nord.lm@example.com',
    });
  });
  afterAll(async () => ctx.close());

  /** Each handoff from its own address, so the per-address rate limit (tested on its own below) never interferes. */
  const submit = (overrides: Record<string, unknown> = {}, remoteAddress = `10.0.0.${String((sender += 1))}`) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profile/landingcontact/',
      remoteAddress,
      payload: {
        answers: torinoFlat,
        firstName: 'Maria',
        lastName: 'Verdi',
        email: 'maria.verdi@example.com',
        phone: '3351234567',
        privacyAccepted: true,
        ...overrides,
      },
    });
  /** A GET below /api, as `who` or, without one, as anybody. */
  const get = (url: string, who?: Session) =>
    who ? who.get(url) : ctx.app.inject({ method: 'GET', url: `/api${url}` });
  const setStatus = (id: string, status: string, who: Session) =>
    who.put(`/profile/landingcontact/${id}/status`, { status });
  const contactOf = async (email: string) =>
    (await ctx.database.db.select().from(landingContacts).where(eq(landingContacts.email, email)))[0];
  const leadsOf = async (who: Session, query = '') =>
    (await get(`/profile/landingcontact${query}`, who)).json<LeadList>();

  it('stores the home and the contact with the class the server computed, even when the client sends a fake class', async () => {
    const expected = (
      await ctx.app.inject({ method: 'POST', url: '/api/evaluator/energy/estimate', payload: torinoFlat })
    ).json<Created['result']>();
    const response = await submit({
      email: 'Fake.Class@Example.com ',
      answers: { ...torinoFlat, energyClass: 'A', co2KgYear: 1 },
      result: { energyClass: 'A', co2KgYear: 1, costEurYear: 1 },
      energyClass: 'A',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<Created>();
    expect(['E', 'F', 'G']).toContain(body.result.energyClass);
    expect(body.result).toMatchObject({
      energyClass: expected.energyClass,
      co2KgYear: expected.co2KgYear,
      costEurYear: expected.costEurYear,
    });
    expect(body.localManager).toEqual({ firstName: 'Roberta', lastName: 'Marino' });
    expect(body.network).toBeNull();
    expect(Object.keys(body).sort()).toEqual(['localManager', 'network', 'result']);

    const contact = await contactOf('fake.class@example.com');
    expect(contact).toMatchObject({
      firstName: 'Maria',
      lastName: 'Verdi',
      phone: '3351234567',
      status: 'New',
      localManagerId: demoManagerId,
      networkId: null,
    });
    expect(contact?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(contact?.privacyAcceptedAt).toBeInstanceOf(Date);
    const [property] = await ctx.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, contact?.propertyId ?? ''));
    expect(property).toMatchObject({
      energyClass: expected.energyClass,
      comuneCode: 'TORINO',
      province: 'TO',
      networkId: null,
    });
    expect(property?.answers).not.toHaveProperty('energyClass');
    expect(property?.result).toMatchObject({ energyClass: expected.energyClass, co2KgYear: expected.co2KgYear });
  });

  it('refuses a missing consent, a bad phone and e-mail and an unknown comune with Italian messages, storing nothing', async () => {
    const before = (await ctx.database.db.select().from(landingContacts)).length;
    const response = await submit({
      privacyAccepted: false,
      phone: '+39 333 1234567',
      email: 'non-una-mail',
      firstName: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual(
      expect.arrayContaining([
        { path: 'privacyAccepted', message: "Per inviare i tuoi recapiti devi accettare l'informativa sulla privacy" },
        { path: 'phone', message: 'Deve essere un numero di telefono valido senza prefisso internazionale.' },
        { path: 'email', message: 'Email non valida' },
        { path: 'firstName', message: 'Il campo Nome è richiesto' },
      ]),
    );
    const unknown = await submit({
      answers: { ...torinoFlat, address: { ...torinoFlat.address, city: 'Paperopoli' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().errors).toEqual([
      {
        path: 'answers.address.city',
        message: "Comune non trovato nell'elenco ufficiale: sceglilo tra quelli proposti",
      },
    ]);
    const badCode = await submit({ networkCode: 'NESSUNA' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json<ErrorBody>().errors).toEqual([{ path: 'networkCode', message: 'Codice non trovato! Riprova' }]);
    expect((await ctx.database.db.select().from(landingContacts)).length).toBe(before);
  });

  it("sends a network link's lead to that network's Local Manager, and a lead without a code to the province's", async () => {
    const milano = (await submit({ answers: milanoFlat, email: 'milano.senza.codice@example.com' })).json<Created>();
    expect(milano.localManager).toEqual({ firstName: 'Stefano', lastName: 'Colombo' });
    expect((await contactOf('milano.senza.codice@example.com'))?.localManagerId).toBe(northManagerId);

    const milanoDemo = (
      await submit({ answers: milanoFlat, email: 'milano.demo@example.com', networkCode: 'demo2026' })
    ).json<Created>();
    expect(milanoDemo.localManager).toEqual({ firstName: 'Roberta', lastName: 'Marino' });
    expect(milanoDemo.network).toEqual({ name: 'Rete Demo HappyWay', code: 'DEMO2026' });
    expect((await contactOf('milano.demo@example.com'))?.localManagerId).toBe(demoManagerId);

    const torinoNorth = (await submit({ email: 'torino.nord@example.com', networkCode: 'NORD2026' })).json<Created>();
    expect(torinoNorth.localManager).toEqual({ firstName: 'Stefano', lastName: 'Colombo' });
    const stored = await contactOf('torino.nord@example.com');
    expect(stored?.localManagerId).toBe(northManagerId);
    expect(stored?.networkId).not.toBeNull();
  });

  it('leaves a home no Local Manager covers unassigned, tells back office, and promises the home-owner no call', async () => {
    const response = await submit({ answers: palermoFlat, email: 'palermo@example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Created>().localManager).toBeNull();
    expect((await contactOf('palermo@example.com'))?.localManagerId).toBeNull();
    const backoffice = await profileIdOf('backoffice@demo.example');
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, backoffice), eq(notifications.kind, 'lead.unassigned')));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toContain('Palermo (PA)');
    await mailSettled(ctx.app);
    const ownerMail = (await readOutbox(ctx.config.mail.outboxDir)).find((mail) =>
      mail.to.includes('palermo@example.com'),
    );
    expect(ownerMail?.text).toContain('Al momento nessun Local Manager della rete HappyWay copre la tua provincia');
    expect(ownerMail?.text).not.toContain('ti contatterà');
  });

  it("notifies the Local Manager, e-mails both sides, and the home-owner's token link reads the saved result again and again", async () => {
    const body = (await submit({ email: 'token.link@example.com', firstName: 'Giovanna' })).json<Created>();
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, demoManagerId), eq(notifications.kind, 'lead.assigned')));
    expect(
      notices.some(
        (notice) => notice.body.startsWith('Giovanna Verdi chiede di essere ricontattato') && notice.link === '/leads',
      ),
    ).toBe(true);

    await mailSettled(ctx.app);
    const outbox = await readOutbox(ctx.config.mail.outboxDir);
    const ownerMail = outbox.find((mail) => mail.to.includes('token.link@example.com'));
    expect(ownerMail?.subject).toBe('La stima energetica della tua casa a Torino');
    expect(ownerMail?.text).toContain(`Classe energetica stimata: ${body.result.energyClass}`);
    expect(ownerMail?.text).toContain('Roberta Marino, Local Manager della rete HappyWay, ti contatterà a breve');
    const link = /http:\/\/localhost:3000\/wizard\/risultato\/([\w-]{43})/.exec(ownerMail?.text ?? '');
    expect(link).not.toBeNull();
    const managerMail = outbox.find(
      (mail) =>
        mail.to.includes('localmanager@demo.example') &&
        mail.subject === 'Nuovo contatto dalla stima energetica: Giovanna Verdi',
    );
    expect(managerMail?.text).toContain('Telefono: 3351234567');
    expect(managerMail?.text).toContain('Email: token.link@example.com');
    expect(managerMail?.text).toContain('http://localhost:3000/leads');

    for (let reading = 0; reading < 2; reading += 1) {
      const saved = await get(`/profile/landingcontact/token/${link?.[1] ?? ''}`);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        result: { energyClass: body.result.energyClass, co2KgYear: body.result.co2KgYear },
        answers: { typology: 'apartment', sqm: 80, address: { city: 'Torino' } },
        localManager: { firstName: 'Roberta', lastName: 'Marino' },
      });
    }
    const unknown = await get('/profile/landingcontact/token/non-esiste');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().message).toBe('Il token non esistente');
  });

  it("names a landing link's network, and answers an unknown code with the spec's message", async () => {
    const found = await get('/profile/landingcontact/network/demo2026');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ name: 'Rete Demo HappyWay', code: 'DEMO2026' });
    const missing = await get('/profile/landingcontact/network/NESSUNA');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().message).toBe('Codice non trovato! Riprova');
  });

  it('shows a Local Manager only their own leads, back office all of them, and refuses a designer', async () => {
    await submit({ email: 'visibility@example.com' });
    const lead = await contactOf('visibility@example.com');
    const propertyId = lead?.propertyId ?? '';

    const mine = await leadsOf(people.localManager);
    expect(mine.data.map((row) => row.email)).toContain('visibility@example.com');
    expect(mine.data.every((row) => row.localManager?.id === demoManagerId)).toBe(true);
    const shown = mine.data.find((row) => row.email === 'visibility@example.com');
    expect(shown).toMatchObject({
      status: 'New',
      firstName: 'Maria',
      phone: '3351234567',
      property: { comune: 'Torino', province: 'TO', sqm: 80, street: 'Via Roma' },
    });
    expect(['E', 'F', 'G']).toContain(shown?.property.energyClass);

    const theirs = await leadsOf(people.northManager);
    expect(theirs.data.map((row) => row.email)).not.toContain('visibility@example.com');
    expect((await setStatus(lead?.id ?? '', 'Contacted', people.northManager)).statusCode).toBe(404);
    expect((await get(`/profile/organization/localmanager/${propertyId}`, people.northManager)).statusCode).toBe(404);

    const all = await leadsOf(people.backoffice, '?limit=100');
    expect(all.data.map((row) => row.email)).toEqual(
      expect.arrayContaining(['visibility@example.com', 'palermo@example.com', 'milano.senza.codice@example.com']),
    );
    expect(all.total).toBe(mine.total + theirs.total + 1);

    for (const manager of [people.backoffice, people.localManager]) {
      const response = await get(`/profile/organization/localmanager/${propertyId}`, manager);
      expect(response.statusCode).toBe(200);
      expect(response.json<LocalManager>()).toMatchObject({
        id: demoManagerId,
        firstName: 'Roberta',
        lastName: 'Marino',
        email: 'localmanager@demo.example',
        network: { code: 'DEMO2026' },
      });
    }

    for (const response of [
      await get('/profile/landingcontact', people.designer),
      await setStatus(lead?.id ?? '', 'Contacted', people.designer),
      await get(`/profile/organization/localmanager/${propertyId}`, people.designer),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().message).toBe('Operazione non consentita per il tuo ruolo.');
    }
    expect((await get('/profile/landingcontact')).statusCode).toBe(401);
  });

  it('moves a lead New -> Contacted -> Closed and refuses any other step with 409 and an Italian message', async () => {
    await submit({ email: 'status@example.com' });
    const id = (await contactOf('status@example.com'))?.id ?? '';
    const skip = await setStatus(id, 'Closed', people.localManager);
    expect(skip.statusCode).toBe(409);
    expect(skip.json<ErrorBody>().message).toBe('Il contatto è «Nuovo» e non può passare a «Chiuso».');

    const contacted = await setStatus(id, 'Contacted', people.localManager);
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json<Lead>().status).toBe('Contacted');
    expect((await setStatus(id, 'Contacted', people.localManager)).statusCode).toBe(409);
    expect((await setStatus(id, 'Closed', people.backoffice)).json<Lead>().status).toBe('Closed');
    const back = await setStatus(id, 'New', people.localManager);
    expect(back.statusCode).toBe(409);
    expect(back.json<ErrorBody>().message).toBe('Il contatto è «Chiuso» e non può passare a «Nuovo».');
    expect((await setStatus(id, 'Riaperto', people.localManager)).statusCode).toBe(400);

    const closed = await leadsOf(people.localManager, '?status=Closed');
    expect(closed.data.map((row) => row.email)).toEqual(['status@example.com']);
    expect(closed.total).toBe(1);
    expect(closed.counts.Closed).toBe(1);
    const paged = await leadsOf(people.localManager, '?page=2&limit=1');
    expect(paged).toMatchObject({ page: 2, limit: 1 });
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(paged.counts.New + paged.counts.Contacted + paged.counts.Closed);
    expect(
      (await get('/profile/landingcontact?ordine=1', people.localManager)).json<ErrorBody>().errors?.[0]?.message,
    ).toBe('Parametro non riconosciuto: ordine');
  });

  it('limits the handoffs from one address to ten a minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await submit({ privacyAccepted: false }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
