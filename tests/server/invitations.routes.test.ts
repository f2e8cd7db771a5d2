import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_LIFETIME_MS } from '../../domain/network/invitations.ts';
import type { InvitationList, InvitationTokenInfo, InvitationView } from '../../domain/schemas/invitations.ts';
import { invitations } from '../../server/db/schema/index.ts';
import { findUsableInvitation, markInvitationUsed } from '../../server/modules/invitations/invitations.service.ts';
import { demoNetworkId, insertMember, insertNetwork, profileIdOf } from './support/network-fixtures.ts';
import { session, type Session } from './support/session.ts';
import { lastMailTo, registrationLinkIn, mailSettled } from './support/outbox.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDrivers)('invitations on %s', (driver) => {
  let ctx: TestApp;
  let networkId: string;
  let otherNetworkId: string;
  const people = new Map<string, Session>();
  const users = ['hubhead', 'specialist', 'designer', 'backoffice'] as const;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    for (const user of users) people.set(user, await session(ctx.app, `${user}@demo.example`));
    networkId = await demoNetworkId(ctx.database.db);
    otherNetworkId = await insertNetwork(ctx.database.db, 'NORD2026', 'Rete Nord');
  });
  afterAll(async () => ctx.close());

  const call = (user: (typeof users)[number] | null, method: Method, url: string, payload?: object) =>
    user === null
      ? ctx.app.inject({ method, url: `/api${url}`, ...(payload && { payload }) })
      : (people.get(user)?.call(method, url, payload) ?? Promise.reject(new Error(`${user} is not logged in`)));
  const invite = async (user: (typeof users)[number], payload: object, path = '/profile/invitation/') => {
    const response = await call(user, 'POST', path, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<InvitationView[]>();
  };
  const linkFor = async (email: string) => {
    await mailSettled(ctx.app);
    const mail = await lastMailTo(ctx.config.mail.outboxDir, email);
    return { mail, link: registrationLinkIn(mail?.text ?? '') ?? '' };
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  it('sends a hub head invitation to each e-mail, with a 14-day registration link that the token lookup accepts', async () => {
    const before = Date.now();
    const rows = await invite('hubhead', {
      role: 'Designer',
      emails: ['Nuovo.Designer@Example.it', 'secondo@example.it', 'nuovo.designer@example.it'],
    });
    expect(rows.map((row) => [row.email, row.role, row.state, row.networkId, row.invitedBy])).toEqual(
      expect.arrayContaining([
        ['nuovo.designer@example.it', 'Designer', 'Pending', networkId, 'Giulia Ferri'],
        ['secondo@example.it', 'Designer', 'Pending', networkId, 'Giulia Ferri'],
      ]),
    );
    expect(rows).toHaveLength(2);
    const expiresIn = new Date(rows[0]?.expiresAt ?? 0).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(INVITATION_LIFETIME_MS - 1000);
    expect(expiresIn).toBeLessThan(INVITATION_LIFETIME_MS + 60_000);

    const { mail, link } = await linkFor('nuovo.designer@example.it');
    expect(mail?.subject).toBe('Invito a unirti a «Rete Demo HappyWay» su HappyWay');
    expect(mail?.text).toContain(
      'Giulia Ferri ti invita a unirti alla rete «Rete Demo HappyWay» (codice DEMO2026) su HappyWay come Professionista.',
    );
    expect(link).toMatch(/^http:\/\/localhost:3000\/registrazione\/designer\?token=[\w-]{43}$/);

    const lookup = await call(null, 'GET', `/profile/invitation/token/${tokenOf(link)}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json<InvitationTokenInfo>()).toMatchObject({
      email: 'nuovo.designer@example.it',
      role: 'Designer',
      networkId,
      networkCode: 'DEMO2026',
      networkName: 'Rete Demo HappyWay',
    });
    await expect(findUsableInvitation(ctx.database.db, tokenOf(link))).resolves.toMatchObject({
      email: 'nuovo.designer@example.it',
      roleName: 'Designer',
      networkId,
    });
  });

  it('links each role to its registration flow, and lets only back office invite a hub head', async () => {
    await invite('specialist', { role: 'LocalManager', emails: ['local@example.it'] });
    expect((await linkFor('local@example.it')).link).toContain('/registrazione/local-manager?token=');
    await invite('hubhead', { role: 'HWDesigner', emails: ['studio@example.it'] });
    expect((await linkFor('studio@example.it')).link).toContain('/registrazione/designer?token=');

    const hubHeadByHubHead = await call('hubhead', 'POST', '/profile/invitation/', {
      role: 'HubHead',
      emails: ['capo@example.it'],
    });
    expect(hubHeadByHubHead.statusCode).toBe(400);
    expect(hubHeadByHubHead.json()).toMatchObject({ errors: [{ path: 'role', message: 'Ruolo non valido' }] });
    await invite(
      'backoffice',
      { networkId: otherNetworkId, role: 'HubHead', emails: ['capo@example.it'] },
      '/happyway/invitations',
    );
    const { mail, link } = await linkFor('capo@example.it');
    expect(link).toContain('/registrazione/district-manager?token=');
    expect(mail?.text).toContain('«Rete Nord» (codice NORD2026)');
    expect(
      (
        await call('hubhead', 'POST', '/happyway/invitations', {
          networkId,
          role: 'Designer',
          emails: ['x@example.it'],
        })
      ).statusCode,
    ).toBe(403);
  });

  it.each([
    ['an unknown role', { role: 'Boss', emails: ['a@example.it'] }, 'role', 'Ruolo non valido'],
    ['no e-mail', { role: 'Designer', emails: [] }, 'emails', "Inserire almeno un'email"],
    ['a missing e-mail list', { role: 'Designer' }, 'emails', "Inserire almeno un'email"],
    [
      'a wrong e-mail among right ones',
      { role: 'Designer', emails: ['ok@example.it', 'non-una-mail'] },
      'emails',
      "E' stata individuata una mail non corretta",
    ],
  ])('refuses %s with the spec message and creates nothing', async (_case, payload, path, message) => {
    const before = await ctx.database.db.$count(invitations);
    const response = await call('hubhead', 'POST', '/profile/invitation/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual({ path, message });
    expect(await ctx.database.db.$count(invitations)).toBe(before);
  });

  it('refuses to invite an address that already has a profile', async () => {
    const response = await call('hubhead', 'POST', '/profile/invitation/', {
      role: 'Designer',
      emails: ['fresh@example.it', 'Designer@demo.example'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Email già in uso',
      errors: [{ path: 'emails', message: 'Email già in uso: designer@demo.example' }],
    });
    await mailSettled(ctx.app);
    expect(await lastMailTo(ctx.config.mail.outboxDir, 'fresh@example.it')).toBeUndefined();
  });

  it('answers 403 Token non più valido once the invitation is used, and never lets it be spent twice', async () => {
    const [row] = await invite('hubhead', { role: 'Designer', emails: ['usato@example.it'] });
    const token = tokenOf((await linkFor('usato@example.it')).link);
    const designerId = await profileIdOf(ctx.database.db, 'designer@demo.example');
    await ctx.database.db.transaction((tx) => markInvitationUsed(tx, row?.id ?? '', designerId));
    const lookup = await call(null, 'GET', `/profile/invitation/token/${token}`);
    expect(lookup.statusCode).toBe(403);
    expect(lookup.json()).toMatchObject({ message: 'Token non più valido' });
    await expect(markInvitationUsed(ctx.database.db, row?.id ?? '', designerId)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Token non più valido',
    });
    await expect(findUsableInvitation(ctx.database.db, token)).rejects.toMatchObject({ statusCode: 403 });
    const list = (await call('hubhead', 'GET', `/profile/invitation/${networkId}?q=usato`)).json<InvitationList>();
    expect(list.data.map((item) => item.state)).toEqual(['Used']);
    expect((await call('hubhead', 'DELETE', `/profile/invitation/${networkId}/${row?.id ?? ''}`)).statusCode).toBe(409);
  });

  it('answers 403 Token non più valido once the invitation has expired, and lists it as Expired', async () => {
    const [row] = await invite('hubhead', { role: 'Designer', emails: ['scaduto@example.it'] });
    const token = tokenOf((await linkFor('scaduto@example.it')).link);
    await ctx.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.id, row?.id ?? ''));
    const lookup = await call(null, 'GET', `/profile/invitation/token/${token}`);
    expect(lookup.statusCode).toBe(403);
    expect(lookup.json()).toMatchObject({ message: 'Token non più valido' });
    await expect(
      markInvitationUsed(ctx.database.db, row?.id ?? '', await profileIdOf(ctx.database.db, 'designer@demo.example')),
    ).rejects.toMatchObject({ statusCode: 403 });
    const list = (await call('hubhead', 'GET', `/profile/invitation/${networkId}?q=SCADUTO`)).json<InvitationList>();
    expect(list).toMatchObject({ total: 1, data: [{ email: 'scaduto@example.it', state: 'Expired' }] });
  });

  it('answers 404 Il token non esistente for a deleted invitation and for a token never issued', async () => {
    const [row] = await invite('hubhead', { role: 'Designer', emails: ['ritirato@example.it'] });
    const token = tokenOf((await linkFor('ritirato@example.it')).link);
    expect((await call('hubhead', 'DELETE', `/profile/invitation/${networkId}/${row?.id ?? ''}`)).statusCode).toBe(204);
    const lookup = await call(null, 'GET', `/profile/invitation/token/${token}`);
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json()).toMatchObject({ message: 'Il token non esistente' });
    expect((await call(null, 'GET', '/profile/invitation/token/inventato')).json()).toMatchObject({
      statusCode: 404,
      message: 'Il token non esistente',
    });
    expect((await call('hubhead', 'DELETE', `/profile/invitation/${networkId}/${row?.id ?? ''}`)).statusCode).toBe(404);
  });

  it('replaces a still unused invitation to the same address: the old link stops working', async () => {
    await invite('hubhead', { role: 'Designer', emails: ['doppio@example.it'] });
    const first = tokenOf((await linkFor('doppio@example.it')).link);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await invite('hubhead', { role: 'LocalManager', emails: ['doppio@example.it'] });
    const second = tokenOf((await linkFor('doppio@example.it')).link);
    expect(second).not.toBe(first);
    expect((await call(null, 'GET', `/profile/invitation/token/${first}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/profile/invitation/token/${second}`)).json()).toMatchObject({
      role: 'LocalManager',
    });
    const list = (await call('hubhead', 'GET', `/profile/invitation/${networkId}?q=doppio`)).json<InvitationList>();
    expect(list.total).toBe(1);
  });

  it('lists a network newest first a page at a time, and refuses an unknown parameter', async () => {
    const page = (
      await call('specialist', 'GET', `/profile/invitation/${networkId}?page=1&limit=2`)
    ).json<InvitationList>();
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const times = page.data.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const seeded = (
      await call('hubhead', 'GET', `/profile/invitation/${networkId}?q=invitato@demo`)
    ).json<InvitationList>();
    expect(seeded.data).toMatchObject([
      { email: 'invitato@demo.example', role: 'Designer', state: 'Pending', invitedBy: 'Giulia Ferri' },
    ]);
    const unknown = await call('hubhead', 'GET', `/profile/invitation/${networkId}?state=Pending`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Dati non validi' });
  });

  it('keeps invitations to the network: a designer cannot invite, a member of another network sees nothing of it', async () => {
    const byDesigner = await call('designer', 'POST', '/profile/invitation/', {
      role: 'Designer',
      emails: ['amico@example.it'],
    });
    expect(byDesigner.statusCode).toBe(403);
    expect(byDesigner.json()).toMatchObject({ message: 'Operazione non consentita per il tuo ruolo.' });
    expect((await call('designer', 'GET', `/profile/invitation/${networkId}`)).statusCode).toBe(403);
    expect((await call('hubhead', 'GET', `/profile/invitation/${otherNetworkId}`)).statusCode).toBe(404);
    expect(
      (
        await call('hubhead', 'POST', '/profile/invitation/', {
          networkId: otherNetworkId,
          role: 'Designer',
          emails: ['a@example.it'],
        })
      ).statusCode,
    ).toBe(404);
    const [foreign] = (await call('backoffice', 'GET', `/profile/invitation/${otherNetworkId}`)).json<InvitationList>()
      .data;
    expect(foreign?.email).toBe('capo@example.it');
    expect(
      (await call('hubhead', 'DELETE', `/profile/invitation/${otherNetworkId}/${foreign?.id ?? ''}`)).statusCode,
    ).toBe(404);
    expect((await call('hubhead', 'DELETE', `/profile/invitation/${networkId}/${foreign?.id ?? ''}`)).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', `/profile/invitation/${networkId}`)).statusCode).toBe(401);
  });

  it('looks invitations up by e-mail within what the caller may see', async () => {
    const mine = (await call('hubhead', 'GET', '/profile/invitation/email/Secondo@example.it')).json<
      InvitationView[]
    >();
    expect(mine.map((row) => row.email)).toEqual(['secondo@example.it']);
    expect((await call('hubhead', 'GET', '/profile/invitation/email/capo@example.it')).json()).toEqual([]);
    expect(
      (await call('backoffice', 'GET', '/profile/invitation/email/capo@example.it')).json<InvitationView[]>(),
    ).toHaveLength(1);
    expect((await call('designer', 'GET', '/profile/invitation/email/capo@example.it')).statusCode).toBe(403);
    const bad = await call('hubhead', 'GET', '/profile/invitation/email/non-una-mail');
    expect(bad.json()).toMatchObject({ statusCode: 400, errors: [{ message: 'Email non valida' }] });
  });

  it('lets a specialist of another network invite only into it', async () => {
    await insertMember(ctx.database.db, otherNetworkId, 'spec.nord@example.it', 'Specialist', 'Active');
    const denied = await call('specialist', 'POST', '/profile/invitation/', {
      networkId: otherNetworkId,
      role: 'Designer',
      emails: ['nord@example.it'],
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ message: 'Rete non trovata' });
  });

  it('limits the public token lookup, so tokens cannot be guessed by trying', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 70 && status !== 429; attempt += 1)
      status = (await call(null, 'GET', `/profile/invitation/token/tentativo-${String(attempt)}`)).statusCode;
    expect(status).toBe(429);
  });
});
