import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_ENABLED } from '../../domain/auth/account-access.ts';
import { PHONE_IN_USE } from '../../domain/rules/messages.ts';
import { ensureBootstrapAdmin } from '../../server/auth/bootstrap-admin.ts';
import { ISSUER_ACCOUNT_TAKEN } from '../../server/auth/keycloak-accounts.ts';
import { auditEntries, networks, organizations, profiles } from '../../server/db/schema/index.ts';
import { ADMIN_USERS_PATH, KeycloakLikeIssuer, type RealmUser } from './support/keycloak-like-issuer.ts';
import { demoNetworkId, insertMember } from './support/network-fixtures.ts';
import { lastMailTo, mailSettled, registrationLinkIn } from './support/outbox.ts';
import { registrationBody, registrationPassword } from './support/registration-fixtures.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const publicUrl = 'http://localhost:3000';
const realmUser = (email: string, emailVerified = true): RealmUser => ({
  email,
  emailVerified,
  firstName: 'Nome',
  lastName: 'Cognome',
});

describe.each(testDrivers)('an external issuer shaped like Keycloak 26, on %s', (driver) => {
  const adminClient = { clientId: 'happyway-accounts', secret: 'segreto-del-client-amministrativo' };
  const realm = new KeycloakLikeIssuer({
    audience: `${publicUrl}/api`,
    clientId: 'frontend-happyway',
    appOrigin: publicUrl,
    adminClient,
  });
  let ctx: TestApp;

  beforeAll(async () => {
    // The app starts first, with the issuer down, as a compose stack starts it before Keycloak.
    await realm.start();
    const issuerUrl = realm.url;
    await realm.stop();
    ctx = await createTestApp(driver, {
      OIDC_ISSUER: issuerUrl,
      KEYCLOAK_ADMIN_URL: `${issuerUrl}${ADMIN_USERS_PATH.replace(/\/users$/, '')}`,
      KEYCLOAK_ADMIN_CLIENT_ID: adminClient.clientId,
      KEYCLOAK_ADMIN_CLIENT_SECRET: adminClient.secret,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await realm.stop();
  });

  const init = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/profile/init', headers: { authorization: `Bearer ${token}` } });
  const readiness = () => ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
  const profileOf = async (email: string) => {
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.email, email));
    if (!profile) throw new Error(`no profile for ${email}`);
    return profile;
  };

  it('is not ready while the issuer is down, and heals without a restart once it answers', async () => {
    const down = await readiness();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'degraded', database: 'reachable', issuer: 'unreachable' });
    await realm.start();
    await expect.poll(async () => (await readiness()).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
    expect((await readiness()).json()).toEqual({ status: 'ok', database: 'reachable', issuer: 'reachable' });
  });

  it('links a verified e-mail of a profile to the fresh sub on the first login, once, with an audit entry', async () => {
    const user = realmUser('designer@demo.example');
    const profileBefore = await profileOf(user.email);
    const response = await init(await realm.accessTokenFor(user));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ roles: { roleName: string }[] }>().roles.map((role) => role.roleName)).toEqual(['Designer']);
    const linked = await profileOf(user.email);
    expect(linked.subject).toBe(realm.subjectOf(user.email));
    expect(linked.subjectIssuer).toBe(realm.url);
    const audit = await ctx.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'profiles'), eq(auditEntries.recordId, linked.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.changes).toEqual({
      subject: { from: profileBefore.subject, to: realm.subjectOf(user.email) },
      subjectIssuer: { from: null, to: realm.url },
    });
    expect((await init(await realm.accessTokenFor(user))).statusCode).toBe(200);
  });

  it('never rebinds a linked profile to a second subject with the same e-mail', async () => {
    const user = realmUser('hubhead@demo.example');
    expect((await init(await realm.accessTokenFor(user))).statusCode).toBe(200);
    const first = realm.subjectOf(user.email);
    realm.recreateUser(user.email);
    const second = await init(await realm.accessTokenFor(user));
    expect(second.statusCode).toBe(403);
    expect(second.json<{ message: string }>().message).toBe(ACCOUNT_NOT_ENABLED);
    expect((await profileOf(user.email)).subject).toBe(first);
  });

  it('links nothing for an unverified e-mail, and answers an unknown one with the Italian refusal', async () => {
    const unverified = await init(await realm.accessTokenFor(realmUser('specialist@demo.example', false)));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json<{ message: string }>().message).toBe(ACCOUNT_NOT_ENABLED);
    expect((await profileOf('specialist@demo.example')).subjectIssuer).toBeNull();
    const unknown = await init(await realm.accessTokenFor(realmUser('sconosciuto@example.it')));
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json<{ message: string }>().message).toBe(ACCOUNT_NOT_ENABLED);
  });

  it('lets the first back-office admin of BOOTSTRAP_ADMIN_EMAIL in on the first login with that verified e-mail', async () => {
    const email = 'prima.amministratrice@example.it';
    expect(await ensureBootstrapAdmin(ctx.database.db, email)).toBe(true);
    expect(await ensureBootstrapAdmin(ctx.database.db, email)).toBe(false);
    const roles = (await init(await realm.accessTokenFor(realmUser(email)))).json<{
      roles: { roleName: string; status: string }[];
    }>().roles;
    expect(roles).toMatchObject([{ roleName: 'BackofficeAdmin', status: 'Active' }]);
  });

  it('refuses a token of the realm without sub (a client without the basic scope), and lets the same token with sub in', async () => {
    const user = realmUser('localmanager@demo.example');
    const sessionId = crypto.randomUUID();
    const withoutSub = await realm.accessTokenFor(user, sessionId, (claims) => {
      delete claims.sub;
    });
    expect((await init(withoutSub)).statusCode).toBe(401);
    expect((await profileOf(user.email)).subjectIssuer).toBeNull();
    const withSub = await init(await realm.accessTokenFor(user, sessionId));
    expect(withSub.statusCode).toBe(200);
    expect(withSub.json<{ roles: { roleName: string }[] }>().roles.map((role) => role.roleName)).toEqual([
      'LocalManager',
    ]);
  });

  it('refuses the access token of a session after its logout, and every token of that session', async () => {
    const user = realmUser('finaluser@demo.example');
    const sessionId = crypto.randomUUID();
    const token = await realm.accessTokenFor(user, sessionId);
    expect((await init(token)).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await init(token)).statusCode).toBe(401);
    expect((await init(await realm.accessTokenFor(user, sessionId))).statusCode).toBe(401);
    expect((await init(await realm.accessTokenFor(user))).statusCode).toBe(200);
  });

  it("refuses a suspended user's token from the next request", async () => {
    const admin = await realm.accessTokenFor(realmUser('backoffice@demo.example'));
    const member = realmUser('localmanager@demo.example');
    const before = await realm.accessTokenFor(member);
    expect((await init(before)).statusCode).toBe(200);
    const { id } = await profileOf(member.email);
    const suspended = await ctx.app.inject({
      method: 'PUT',
      url: `/api/profile/profile/${id}/suspend`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { reason: 'Documenti scaduti' },
    });
    expect(suspended.statusCode).toBe(204);
    expect((await init(before)).statusCode).toBe(401);
  });

  const networkIdOf = async (code: string) => {
    const [network] = await ctx.database.db.select({ id: networks.id }).from(networks).where(eq(networks.code, code));
    if (!network) throw new Error(`no network ${code}`);
    return network.id;
  };
  const rolesOf = async (token: string) => {
    const response = await init(token);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ roles: { roleName: string; status: string }[] }>()
      .roles.map(({ roleName, status }) => ({ roleName, status }));
  };

  it('refuses the old token of a member whose Active roles end in a move to another network, from the next request', async () => {
    const { db } = ctx.database;
    const admin = await realm.accessTokenFor(realmUser('backoffice@demo.example'));
    const [organization] = await db
      .insert(organizations)
      .values({ name: 'Studio in Trasferimento', province: 'PE' })
      .returning({ id: organizations.id });
    const member = realmUser('in.trasferimento@example.it');
    const memberId = await insertMember(db, await demoNetworkId(db), member.email, 'Designer', 'Active');
    await db
      .update(profiles)
      .set({ organizationId: organization?.id ?? null })
      .where(eq(profiles.id, memberId));
    const before = await realm.accessTokenFor(member);
    expect(await rolesOf(before)).toEqual([{ roleName: 'Designer', status: 'Active' }]);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/profile/network/${await networkIdOf('ADRIA2026')}/members`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { organization_id: organization?.id },
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({ added: [{ profileId: memberId }] });
    expect((await init(before)).statusCode).toBe(401);
    expect((await init(admin)).statusCode).toBe(200);
  });

  it("refuses a rejected member's token from the next request", async () => {
    const { db } = ctx.database;
    const admin = await realm.accessTokenFor(realmUser('backoffice@demo.example'));
    const demoId = await demoNetworkId(db);
    const member = realmUser('in.attesa.esterno@example.it');
    const memberId = await insertMember(db, demoId, member.email, 'Designer', 'Waiting');
    const before = await realm.accessTokenFor(member);
    expect(await rolesOf(before)).toEqual([{ roleName: 'Designer', status: 'Waiting' }]);
    const rejected = await ctx.app.inject({
      method: 'PUT',
      url: `/api/profile/network/${demoId}/members/${memberId}/reject`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { reason: 'Documentazione incompleta' },
    });
    expect(rejected.statusCode, rejected.body).toBe(204);
    expect((await init(before)).statusCode).toBe(401);
    expect((await init(admin)).statusCode).toBe(200);
  });

  const skillIds = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/profile/skill' }))
      .json<{ skills: { id: string }[] }[]>()
      .flatMap((category) => category.skills.map((skill) => skill.id))
      .slice(0, 1);
  const register = async (email: string, phone: string, vatNumber: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profile/profile/register',
      remoteAddress,
      payload: registrationBody('designer', { email, phone, vatNumber, skillIds: await skillIds() }),
    });

  it('registers with the network code: the account is made at the issuer with the chosen password, the profile bound to it', async () => {
    const email = 'nuova.progettista@example.it';
    const registered = await register(email, '3350000099', '09876543217', '10.0.9.1');
    expect(registered.statusCode, registered.body).toBe(201);
    const created = realm.createdUsers.get(email);
    expect(created).toMatchObject({ email, firstName: 'Laura', lastName: 'Verdi', password: registrationPassword });
    expect(await profileOf(email)).toMatchObject({ subject: created?.subject, subjectIssuer: realm.url });
    const roles = (await init(await realm.accessTokenFor(realmUser(email, false)))).json<{
      roles: { status: string }[];
    }>().roles;
    expect(roles.map((role) => role.status)).toEqual(['Waiting']);
  });

  /** The token of the registration link back office's invitation mails (a hub head's: the district-manager flow). */
  const invitationTokenFor = async (email: string) => {
    const admin = await realm.accessTokenFor(realmUser('backoffice@demo.example'));
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/happyway/invitations',
      headers: { authorization: `Bearer ${admin}` },
      payload: { networkId: await networkIdOf('ADRIA2026'), role: 'HubHead', emails: [email] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await mailSettled(ctx.app);
    const link = registrationLinkIn((await lastMailTo(ctx.config.mail.outboxDir, email))?.text ?? '');
    if (!link) throw new Error(`no invitation mail to ${email}`);
    return new URL(link).searchParams.get('token') ?? '';
  };
  const registerInvited = (email: string, phone: string, vatNumber: string, token: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profile/profile/register',
      remoteAddress,
      payload: registrationBody('district-manager', { email, phone, vatNumber, networkCode: 'ADRIA2026', token }),
    });
  const invitationLookup = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/profile/invitation/token/${token}` });

  it("registers by back office's invitation: the account is made at the issuer, the profile bound to it, the invitation used up", async () => {
    const email = 'capo.invitato@example.it';
    const token = await invitationTokenFor(email);
    const registered = await registerInvited(email, '3350000097', '01357924685', token, '10.0.9.3');
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ roleName: 'HubHead', status: 'Waiting', networkName: 'Rete Adriatica' });
    const created = realm.createdUsers.get(email);
    expect(created).toMatchObject({ email, firstName: 'Laura', lastName: 'Verdi', password: registrationPassword });
    expect(await profileOf(email)).toMatchObject({ subject: created?.subject, subjectIssuer: realm.url });
    expect(await rolesOf(await realm.accessTokenFor(realmUser(email, false)))).toEqual([
      { roleName: 'HubHead', status: 'Waiting' },
    ]);
    const lookup = await invitationLookup(token);
    expect(lookup.statusCode).toBe(403);
    expect(lookup.json()).toMatchObject({ message: 'Token non più valido' });
  });

  it("deletes the issuer's new account when our own write then fails, leaving the invitation to a later registration", async () => {
    const email = 'capo.in.gara@example.it';
    const phone = '3350000096';
    const token = await invitationTokenFor(email);
    // Once the realm has made the invitee's account, another registration with the same phone commits first.
    const racers: Awaited<ReturnType<typeof register>>[] = [];
    realm.whileCreatingNextUser = async () => {
      racers.push(await register('arrivata.prima@example.it', phone, '12345678903', '10.0.9.5'));
    };
    const refused = await registerInvited(email, phone, '02468135799', token, '10.0.9.4');
    expect(racers.map((racer) => racer.statusCode)).toEqual([201]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      message: PHONE_IN_USE,
      errors: [{ path: 'user.phone', message: PHONE_IN_USE }],
    });
    expect(realm.createdUsers.has(email)).toBe(false);
    expect(realm.createdUsers.has('arrivata.prima@example.it')).toBe(true);
    expect(await ctx.database.db.$count(profiles, eq(profiles.email, email))).toBe(0);
    expect((await invitationLookup(token)).statusCode).toBe(200);
    // No account is left at the issuer with that e-mail: the same invitation registers with another phone.
    const retried = await registerInvited(email, '3350000095', '02468135799', token, '10.0.9.6');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await profileOf(email)).toMatchObject({
      subject: realm.createdUsers.get(email)?.subject,
      subjectIssuer: realm.url,
    });
  });

  it('refuses a registration whose e-mail already has an account at the issuer, creating no profile', async () => {
    const email = 'ha.gia.un.account@example.it';
    realm.subjectOf(email);
    const refused = await register(email, '3350000098', '05555555555', '10.0.9.2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(ISSUER_ACCOUNT_TAKEN);
    expect(await ctx.database.db.$count(profiles, eq(profiles.email, email))).toBe(0);
  });

  it('lists the API routes in /api/openapi.json with an issuer at the root of its origin', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/profile/init', '/session/logout', '/health/ready']),
    );
  });
});
