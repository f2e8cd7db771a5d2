import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_ENABLED } from '../../domain/auth/account-access.ts';
import { auditEntries, profiles } from '../../server/db/schema/index.ts';
import { KeycloakLikeIssuer, type RealmUser } from './support/keycloak-like-issuer.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const publicUrl = 'http://localhost:3000';
const realmUser = (email: string, emailVerified = true): RealmUser => ({ email, emailVerified, firstName: 'Nome', lastName: 'Cognome' });

describe.each(testDrivers)('an external issuer shaped like Keycloak 26, on %s', (driver) => {
  const realm = new KeycloakLikeIssuer({ audience: `${publicUrl}/api`, clientId: 'frontend-happyway', appOrigin: publicUrl });
  let ctx: TestApp;

  beforeAll(async () => {
    // The app starts first, with the issuer down, as a compose stack starts it before Keycloak.
    await realm.start();
    const issuerUrl = realm.url;
    await realm.stop();
    ctx = await createTestApp(driver, { OIDC_ISSUER: issuerUrl });
  });
  afterAll(async () => {
    await ctx.close();
    await realm.stop();
  });

  const init = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/profile/init', headers: { authorization: `Bearer ${token}` } });
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
    const audit = await ctx.database.db.select().from(auditEntries)
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

  it('refuses a token without sub (a client without the basic scope)', async () => {
    const user = realmUser('localmanager@demo.example');
    const token = await realm.accessTokenFor(user);
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    delete claims.sub;
    const unsigned = `${header ?? ''}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.x`;
    expect((await init(unsigned)).statusCode).toBe(401);
  });

  it('refuses the access token of a session after its logout, and every token of that session', async () => {
    const user = realmUser('finaluser@demo.example');
    const sessionId = crypto.randomUUID();
    const token = await realm.accessTokenFor(user, sessionId);
    expect((await init(token)).statusCode).toBe(200);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/session/logout', headers: { authorization: `Bearer ${token}` } });
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
      method: 'PUT', url: `/api/profile/profile/${id}/suspend`, headers: { authorization: `Bearer ${admin}` }, payload: { reason: 'Documenti scaduti' },
    });
    expect(suspended.statusCode).toBe(204);
    expect((await init(before)).statusCode).toBe(401);
  });

  it('lists the API routes in /api/openapi.json with an issuer at the root of its origin', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/profile/init', '/session/logout', '/health/ready']));
  });
});
