import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';
import { loginThroughIssuer } from './support/oidc-login.ts';

describe.each(testDrivers)('profile API on %s', (driver) => {
  let ctx: TestApp;
  let designerToken: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const { tokens } = await loginThroughIssuer(ctx.app, 'designer@demo.example', 'Demo-2026!');
    designerToken = tokens?.access_token ?? '';
  });
  afterAll(async () => ctx.close());

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('issues a JWT access token for the API audience through the login form', () => {
    const [header, payload] = designerToken
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    expect(payload).toMatchObject({ iss: 'http://localhost:3000/auth', aud: 'http://localhost:3000/api' });
  });

  it('answers init with the designer roles, no missing agreements and no subscriptions', async () => {
    const response = await get('/api/profile/init', designerToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      roles: [{ roleId: 103, roleName: 'Designer', status: 'Active', page: null }],
      subscriptions: [],
      missingAgreements: [],
      payments: [],
      mandatorySubscriptionRequired: false,
    });
  });

  it('lists the caller roles on /profile/auth/roles', async () => {
    const response = await get('/api/profile/auth/roles', designerToken);
    expect(response.json()).toEqual([{ roleId: 103, roleName: 'Designer', status: 'Active', page: null }]);
  });

  it('serves the role catalogue of spec section 3', async () => {
    const names = (await get('/api/profile/admin/role', designerToken)).json<{ name: string; description: string }[]>();
    expect(names.map((role) => `${role.name}:${role.description}`)).toEqual([
      'manager:Gestore',
      'ntwmanager:Super gestore',
      'coach:Coach',
      'ufficiopratiche:Ufficio Pratiche',
      'personalassistant:Assistente Personale',
      'designer:Professionista',
      'administrator:Amministratore',
    ]);
  });

  it('returns the profile details with the network, and the identity only when asked', async () => {
    const plain = (await get('/api/profile/details', designerToken)).json<Record<string, unknown>>();
    expect(plain).toMatchObject({
      email: 'designer@demo.example',
      firstName: 'Marco',
      lastName: 'Rossi',
      network: { code: 'DEMO2026' },
    });
    expect(plain).not.toHaveProperty('identity');
    const withIdentity = (await get('/api/profile/details?withIdentity=true', designerToken)).json<
      Record<string, unknown>
    >();
    expect(withIdentity).toMatchObject({ identity: { issuer: 'http://localhost:3000/auth' } });
  });

  it('refuses every profile call without a token with 401 and an Italian message', async () => {
    for (const url of [
      '/api/profile/init',
      '/api/profile/auth/roles',
      '/api/profile/admin/role',
      '/api/profile/details',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        statusCode: 401,
        message: 'Autenticazione richiesta: effettua il login.',
      });
    }
  });

  it('refuses a token signed by another key with the same claims', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'anyone', scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'forged' })
      .setIssuer('http://localhost:3000/auth')
      .setAudience('http://localhost:3000/api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await get('/api/profile/init', forged)).statusCode).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = designerToken.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    expect((await get('/api/profile/init', `${header ?? ''}.${altered}.${signature ?? ''}`)).statusCode).toBe(401);
  });

  it('reports the database as reachable on the public health call', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable', issuer: 'reachable' });
  });
});
