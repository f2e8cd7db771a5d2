import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../server/db/schema/index.ts';
import { loginThroughIssuer } from './support/oidc-login.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

describe.each(testDrivers)('sessions of the embedded issuer ending on %s', (driver) => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
  });
  afterAll(async () => ctx.close());

  const login = async (email: string) => {
    const { tokens } = await loginThroughIssuer(ctx.app, email, 'Demo-2026!');
    if (!tokens) throw new Error(`${email} could not log in`);
    return tokens;
  };
  const init = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/profile/init', headers: { authorization: `Bearer ${token}` } });
  const refresh = (refreshToken: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'frontend-happyway',
      }).toString(),
    });

  it('suspension refuses the access token at the next request and the refresh token with it; a new login is let in', async () => {
    const admin = await login('backoffice@demo.example');
    const member = await login('specialist@demo.example');
    expect((await init(member.access_token)).statusCode).toBe(200);
    const [profile] = await ctx.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, 'specialist@demo.example'));
    const suspended = await ctx.app.inject({
      method: 'PUT',
      url: `/api/profile/profile/${profile?.id ?? ''}/suspend`,
      headers: { authorization: `Bearer ${admin.access_token}` },
      payload: { reason: 'Polizza assicurativa scaduta' },
    });
    expect(suspended.statusCode).toBe(204);
    expect((await init(member.access_token)).statusCode).toBe(401);
    expect((await refresh(member.refresh_token ?? '')).statusCode).toBe(400);
    expect((await init(admin.access_token)).statusCode).toBe(200);
    // A login right after it, within the same second, gets in, to be shown the suspended page.
    const again = await login('specialist@demo.example');
    const roles = (await init(again.access_token)).json<{ roles: { status: string }[] }>().roles;
    expect(roles.map((role) => role.status)).toEqual(['Suspended']);
  });

  it('a logout refuses that access token from then on, not the other sessions', async () => {
    const first = await login('designer@demo.example');
    const second = await login('designer@demo.example');
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await init(first.access_token)).statusCode).toBe(401);
    expect((await init(second.access_token)).statusCode).toBe(200);
  });

  it('a logout without a valid token changes nothing and still answers 204', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(204);
  });
});
