import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberList, Membership, NetworkCodeResult, NetworkView } from '../../domain/schemas/network.ts';
import { demoPeople } from '../../server/demo/directory.ts';
import { demoUsers } from '../../server/demo/seed.ts';
import { notifications, userRoles } from '../../server/db/schema/index.ts';
import { demoNetworkId, insertMember, insertNetwork, profileIdOf } from './support/network-fixtures.ts';
import { session, type Session } from './support/session.ts';
import { lastMailTo, mailSettled } from './support/outbox.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

type Method = 'GET' | 'PUT';
const users = ['hubhead', 'specialist', 'designer', 'backoffice', 'joining'] as const;
type User = (typeof users)[number];

describe.each(testDrivers)('network and members on %s', (driver) => {
  let ctx: TestApp;
  let networkId: string;
  let otherNetworkId: string;
  let foreignWaitingId: string;
  const people = new Map<string, Session>();

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    for (const user of users) people.set(user, await session(ctx.app, `${user}@demo.example`));
    networkId = await demoNetworkId(ctx.database.db);
    otherNetworkId = await insertNetwork(ctx.database.db, 'NORD2026', 'Rete Nord');
    foreignWaitingId = await insertMember(
      ctx.database.db,
      otherNetworkId,
      'attesa.nord@example.it',
      'Designer',
      'Waiting',
    );
  });
  afterAll(async () => ctx.close());

  const call = (user: User | null, method: Method, url: string, payload?: object) =>
    user === null
      ? ctx.app.inject({ method, url: `/api${url}`, ...(payload && { payload }) })
      : (people.get(user)?.call(method, url, payload) ?? Promise.reject(new Error(`${user} is not logged in`)));
  const statusOf = async (profileId: string) =>
    (
      await ctx.database.db
        .select({ status: userRoles.status, reason: userRoles.statusReason })
        .from(userRoles)
        .where(eq(userRoles.profileId, profileId))
    )[0];
  const noticesOf = async (profileId: string) =>
    ctx.database.db.select().from(notifications).where(eq(notifications.profileId, profileId));

  it("answers the caller's network with how many members it has", async () => {
    const network = (await call('designer', 'GET', '/profile/network')).json<NetworkView>();
    // The demo users with a login and the directory's demo people of this network.
    const members = demoUsers.length + demoPeople.filter((person) => person.network === 'DEMO2026').length;
    expect(network).toMatchObject({
      id: networkId,
      code: 'DEMO2026',
      name: 'Rete Demo HappyWay',
      membersCount: members,
    });
  });

  it("validates a network code for a visitor, in any case, and answers 'Codice non trovato! Riprova' for an unknown one", async () => {
    const found = await call(null, 'GET', '/profile/network/validate/demo2026');
    expect(found.statusCode).toBe(200);
    expect(found.json<NetworkCodeResult>()).toEqual({ id: networkId, name: 'Rete Demo HappyWay', code: 'DEMO2026' });
    for (const code of ['NOPE9999', 'x', '%25']) {
      const missing = await call(null, 'GET', `/profile/network/validate/${code}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Codice non trovato! Riprova' });
    }
  });

  it('lists the members waiting for approval to the hub head and back office, each within what they may see', async () => {
    const hub = (
      await call('hubhead', 'GET', `/profile/network/${networkId}/members?status=Waiting`)
    ).json<MemberList>();
    expect(hub.data.map((member) => member.email).sort()).toEqual(['joining@demo.example', 'waiting@demo.example']);
    expect(hub.data[0]?.roles).toEqual([{ roleId: 103, roleName: 'Designer', status: 'Waiting', statusReason: null }]);
    const toApproveHub = (await call('hubhead', 'GET', '/profile/networks/to-approve')).json<MemberList>();
    expect(toApproveHub.data.map((member) => member.email).sort()).toEqual([
      'joining@demo.example',
      'waiting@demo.example',
    ]);
    const toApproveBackOffice = (
      await call('backoffice', 'GET', '/profile/networks/to-approve?q=nord')
    ).json<MemberList>();
    expect(toApproveBackOffice.data).toMatchObject([
      { email: 'attesa.nord@example.it', network: { code: 'NORD2026' } },
    ]);
    expect((await call('backoffice', 'GET', '/profile/networks/to-approve')).json<MemberList>().total).toBe(
      toApproveHub.total + 1,
    );
    expect(
      (await call('specialist', 'GET', `/profile/network/${networkId}/members?q=riva`))
        .json<MemberList>()
        .data.map((m) => m.email),
    ).toEqual(['waiting@demo.example']);
    expect((await call('designer', 'GET', `/profile/network/${networkId}/members`)).statusCode).toBe(403);
    expect((await call('designer', 'GET', '/profile/networks/to-approve')).statusCode).toBe(403);
    expect((await call('hubhead', 'GET', `/profile/network/${otherNetworkId}/members`)).statusCode).toBe(404);
    expect((await call('hubhead', 'GET', `/profile/network/${networkId}/members?status=Sleeping`)).statusCode).toBe(
      400,
    );
  });

  it("keeps a hub head to their own network: another network's member is not found and stays Waiting", async () => {
    const viaOtherNetwork = await call(
      'hubhead',
      'PUT',
      `/profile/network/${otherNetworkId}/members/${foreignWaitingId}/approve`,
    );
    expect(viaOtherNetwork.statusCode).toBe(404);
    const viaOwnNetwork = await call(
      'hubhead',
      'PUT',
      `/profile/network/${networkId}/members/${foreignWaitingId}/approve`,
    );
    expect(viaOwnNetwork.statusCode).toBe(404);
    expect(viaOwnNetwork.json()).toMatchObject({ message: 'Membro non trovato' });
    const waitingId = await profileIdOf(ctx.database.db, 'waiting@demo.example');
    expect(
      (await call('specialist', 'PUT', `/profile/network/${networkId}/members/${waitingId}/approve`)).statusCode,
    ).toBe(403);
    expect(
      (await call('designer', 'PUT', `/profile/network/${networkId}/members/${waitingId}/approve`)).statusCode,
    ).toBe(403);
    expect((await statusOf(foreignWaitingId))?.status).toBe('Waiting');
    expect((await statusOf(waitingId))?.status).toBe('Waiting');
  });

  it('approves a waiting member: the role becomes Active, the member gets a notification and an e-mail', async () => {
    const waitingId = await profileIdOf(ctx.database.db, 'waiting@demo.example');
    const approved = await call('hubhead', 'PUT', `/profile/network/${networkId}/members/${waitingId}/approve`);
    expect(approved.statusCode).toBe(204);
    expect(await statusOf(waitingId)).toEqual({ status: 'Active', reason: null });
    expect((await noticesOf(waitingId)).map((row) => [row.kind, row.title])).toEqual([
      ['membership.approved', 'Profilo approvato'],
    ]);
    await mailSettled(ctx.app);
    const mail = await lastMailTo(ctx.config.mail.outboxDir, 'waiting@demo.example');
    expect(mail?.subject).toBe('Il tuo profilo HappyWay è stato approvato');
    expect(mail?.text).toContain(
      'Il tuo profilo nella rete «Rete Demo HappyWay» è stato approvato: ora puoi accedere come Professionista.',
    );
    expect(mail?.text).toContain('http://localhost:3000/login');
    const again = await call('hubhead', 'PUT', `/profile/network/${networkId}/members/${waitingId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(
      (await call('hubhead', 'GET', '/profile/networks/to-approve')).json<MemberList>().data.map((m) => m.email),
    ).toEqual(['joining@demo.example']);
  });

  it('lets back office accept a designer of any network, and only a waiting designer', async () => {
    expect((await call('hubhead', 'PUT', `/profile/profile/${foreignWaitingId}/accept-designer`)).statusCode).toBe(403);
    expect((await call('backoffice', 'PUT', `/profile/profile/${foreignWaitingId}/accept-designer`)).statusCode).toBe(
      204,
    );
    expect((await statusOf(foreignWaitingId))?.status).toBe('Active');
    expect((await noticesOf(foreignWaitingId)).map((row) => row.kind)).toEqual(['membership.approved']);
    await mailSettled(ctx.app);
    expect((await lastMailTo(ctx.config.mail.outboxDir, 'attesa.nord@example.it'))?.text).toContain('«Rete Nord»');
    expect((await call('backoffice', 'PUT', `/profile/profile/${foreignWaitingId}/accept-designer`)).statusCode).toBe(
      409,
    );
    const hubHeadId = await profileIdOf(ctx.database.db, 'hubhead@demo.example');
    expect((await call('backoffice', 'PUT', `/profile/profile/${hubHeadId}/accept-designer`)).statusCode).toBe(409);
    expect(
      (await call('backoffice', 'PUT', '/profile/profile/00000000-0000-4000-8000-000000000000/accept-designer'))
        .statusCode,
    ).toBe(404);
  });

  it('rejects a waiting member with a reason: the role is Suspended, the member reads why in the e-mail and on their membership', async () => {
    const joiningId = await profileIdOf(ctx.database.db, 'joining@demo.example');
    const blank = await call('backoffice', 'PUT', `/profile/network/${networkId}/members/${joiningId}/reject`, {
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: [{ path: 'reason', message: 'Indica il motivo del rifiuto' }] });
    expect((await statusOf(joiningId))?.status).toBe('Waiting');

    const reason = 'Partita IVA non attiva presso la Camera di Commercio';
    expect(
      (await call('backoffice', 'PUT', `/profile/network/${networkId}/members/${joiningId}/reject`, { reason }))
        .statusCode,
    ).toBe(204);
    expect(await statusOf(joiningId)).toEqual({ status: 'Suspended', reason });
    const [notice] = await noticesOf(joiningId);
    expect(notice).toMatchObject({ kind: 'membership.rejected', title: 'Richiesta di adesione non approvata' });
    expect(notice?.body).toContain(reason);
    await mailSettled(ctx.app);
    const mail = await lastMailTo(ctx.config.mail.outboxDir, 'joining@demo.example');
    expect(mail?.subject).toBe('La tua richiesta di adesione a HappyWay non è stata approvata');
    expect(mail?.text).toContain(`Motivo: ${reason}`);
    // The rejection ended the member's sessions: the old token is refused, a new login reads why.
    expect((await call('joining', 'GET', '/profile/network/membership')).statusCode).toBe(401);
    people.set('joining', await session(ctx.app, 'joining@demo.example'));
    const membership = (await call('joining', 'GET', '/profile/network/membership')).json<Membership>();
    expect(membership).toEqual({
      network: { id: networkId, name: 'Rete Demo HappyWay', code: 'DEMO2026' },
      roles: [{ roleId: 103, roleName: 'Designer', status: 'Suspended', statusReason: reason }],
    });
  });

  it('edits the network: the hub head of it or back office; a code another network holds is a 409', async () => {
    const edit = { name: 'Rete Demo Lombardia', code: 'lomb2026', description: 'Professionisti della Lombardia' };
    expect((await call('specialist', 'PUT', `/profile/network/${networkId}`, edit)).statusCode).toBe(403);
    expect((await call('designer', 'PUT', `/profile/network/${networkId}`, edit)).statusCode).toBe(403);
    expect((await call('hubhead', 'PUT', `/profile/network/${otherNetworkId}`, edit)).statusCode).toBe(404);

    const invalid = await call('hubhead', 'PUT', `/profile/network/${networkId}`, { name: ' ', code: 'AB-1' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ errors: { path: string; message: string }[] }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Il campo Nome è richiesto' },
        { path: 'code', message: 'Il codice deve contenere da 4 a 20 lettere o cifre' },
      ]),
    );
    const taken = await call('hubhead', 'PUT', `/profile/network/${networkId}`, { ...edit, code: 'NORD2026' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Codice rete già in uso',
      errors: [{ path: 'code', message: 'Codice rete già in uso' }],
    });

    const saved = await call('hubhead', 'PUT', `/profile/network/${networkId}`, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<NetworkView>()).toMatchObject({
      name: 'Rete Demo Lombardia',
      code: 'LOMB2026',
      description: 'Professionisti della Lombardia',
    });
    expect((await call(null, 'GET', '/profile/network/validate/DEMO2026')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/profile/network/validate/LOMB2026')).json()).toMatchObject({ id: networkId });

    const byBackOffice = await call('backoffice', 'PUT', `/profile/network/${otherNetworkId}`, {
      name: 'Rete Nord-Ovest',
      code: 'NORD2026',
      description: '',
    });
    expect(byBackOffice.json<NetworkView>()).toMatchObject({
      name: 'Rete Nord-Ovest',
      code: 'NORD2026',
      description: null,
    });
    const restored = await call('backoffice', 'PUT', `/profile/network/${networkId}`, {
      name: 'Rete Demo HappyWay',
      code: 'DEMO2026',
    });
    expect(restored.json<NetworkView>()).toMatchObject({
      code: 'DEMO2026',
      description: 'Professionisti della Lombardia',
    });
  });

  it('keeps the roles of members other than the decided one as they were', async () => {
    const suspendedId = await profileIdOf(ctx.database.db, 'suspended@demo.example');
    const rows = await ctx.database.db.select().from(userRoles).where(eq(userRoles.profileId, suspendedId));
    expect(rows.map((row) => [row.status, row.statusReason])).toEqual([['Suspended', null]]);
  });
});
