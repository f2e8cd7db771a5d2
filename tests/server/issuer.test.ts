import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_CHARACTERS_INVALID } from '../../domain/rules/text.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/prepare-database.ts';
import { serverRegistry } from '../../server/modules/units.ts';
import { demoUsers } from '../../server/demo/seed.ts';
import { accounts } from '../../server/db/schema/index.ts';
import { loginThroughIssuer, type Tokens } from './support/oidc-login.ts';
import { createTestApp, testConfig, testDrivers, type TestApp } from './support/test-app.ts';

const decodePart = (token: string, index: number) =>
  JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe.each(testDrivers)('embedded issuer on %s', (driver) => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
  });
  afterAll(async () => ctx.close());

  it('shows the Italian login page with e-mail and password fields', async () => {
    const { loginForm } = await loginThroughIssuer(ctx.app, 'nobody@demo.example', 'x');
    expect(loginForm.statusCode).toBe(200);
    expect(loginForm.body).toContain('<html lang="it">');
    expect(loginForm.body).toContain('Accedi alla rete');
    expect(loginForm.body).toMatch(/<label for="email">Email<\/label>/);
  });

  it('answers a wrong password with the Italian error and no redirect', async () => {
    const { submitted, tokens } = await loginThroughIssuer(ctx.app, 'specialist@demo.example', 'sbagliata');
    expect(submitted.statusCode).toBe(401);
    expect(submitted.body).toContain('Email o password non corretti.');
    expect(tokens).toBeNull();
  });

  it('answers an over-long or NUL-bearing e-mail or password with the Italian page and 400, before the database', async () => {
    const cases = [
      ['a'.repeat(300) + '@demo.example', 'Demo-2026!', 'Il campo Email non può contenere più di 254 caratteri'],
      ['designer@demo.example', 'x'.repeat(5000), 'Il campo Password non può contenere più di 1024 caratteri'],
      ['designer\u0000@demo.example', 'Demo-2026!', TEXT_CHARACTERS_INVALID],
      ['designer@demo.example', 'Demo\u0000-2026!', TEXT_CHARACTERS_INVALID],
    ] as const;
    for (const [index, [email, password, message]] of cases.entries()) {
      const { submitted, tokens } = await loginThroughIssuer(ctx.app, email, password, undefined, {
        remoteAddress: `10.34.0.${String(index + 1)}`,
      });
      expect(submitted.statusCode, message).toBe(400);
      expect(submitted.body).toContain('<html lang="it">');
      expect(submitted.body).toContain(message);
      expect(tokens).toBeNull();
    }
  });

  it('locks an account for five minutes after five wrong passwords, even against the right one', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(
        (await loginThroughIssuer(ctx.app, 'finaluser@demo.example', `wrong-${String(attempt)}`)).submitted.statusCode,
      ).toBe(401);
    }
    const fifth = await loginThroughIssuer(ctx.app, 'finaluser@demo.example', 'wrong-5');
    expect(fifth.submitted.statusCode).toBe(429);
    expect(fifth.submitted.body).toContain('Troppi tentativi non riusciti: l&#39;accesso è bloccato per 5 minuti.');
    const right = await loginThroughIssuer(ctx.app, 'finaluser@demo.example', 'Demo-2026!');
    expect(right.submitted.statusCode).toBe(429);
  });

  it('issues a refresh token keycloak-js can decode, and refreshes the access token with it', async () => {
    const { tokens } = await loginThroughIssuer(ctx.app, 'hubhead@demo.example', 'Demo-2026!');
    const refreshToken = tokens?.refresh_token ?? '';
    expect(refreshToken.split('.')).toHaveLength(3);
    expect(decodePart(refreshToken, 0)).toMatchObject({ typ: 'Refresh' });
    expect(decodePart(tokens?.id_token ?? '', 1)).toMatchObject({
      email: 'hubhead@demo.example',
      name: 'Giulia Ferri',
    });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'frontend-happyway',
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<Tokens>();
    const init = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/init',
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(init.json<{ roles: unknown[] }>().roles).toEqual([
      { roleId: 200, roleName: 'HubHead', status: 'Active', page: null },
    ]);
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'frontend-happyway',
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/home',
      scope: 'openid',
    });
    const response = await ctx.app.inject({ method: 'GET', url: `/auth/auth?${query.toString()}` });
    expect(String(response.headers.location)).toContain('error=invalid_request');
  });
});

describe('state across a restart (PGlite on disk)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'happyway-restart-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps sessions, keys and data, and does not seed twice', async () => {
    const config = testConfig();
    const first = await openDatabase({ dataDir });
    expect(await prepareDatabase(first, { demo: true, modules: serverRegistry })).toBe(true);
    const app = await buildApp({ config, database: first, distDir: '/nonexistent' });
    const { tokens } = await loginThroughIssuer(app, 'designer@demo.example', 'Demo-2026!');
    await app.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await prepareDatabase(second, { demo: true, modules: serverRegistry })).toBe(false);
    const [accountCount] = await second.db.select({ value: count() }).from(accounts);
    expect(accountCount?.value).toBe(demoUsers.length);
    const restarted = await buildApp({ config, database: second, distDir: '/nonexistent' });
    const init = await restarted.inject({
      method: 'GET',
      url: '/api/profile/init',
      headers: { authorization: `Bearer ${tokens?.access_token ?? ''}` },
    });
    expect(init.statusCode).toBe(200);
    const refreshed = await restarted.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens?.refresh_token ?? '',
        client_id: 'frontend-happyway',
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    await restarted.close();
    await second.close();
  });
});

describe('login attempts per address', () => {
  it('answers 429 once one address has used its attempts for the minute, whatever the account', async () => {
    const config = { ...testConfig(), loginAttemptsPerMinute: 3 };
    const database = await openDatabase({ dataDir: null });
    await prepareDatabase(database, { demo: true, modules: serverRegistry });
    const app = await buildApp({ config, database, distDir: '/nonexistent' });
    try {
      const emails = ['designer@demo.example', 'hubhead@demo.example', 'specialist@demo.example'];
      for (const email of emails) expect((await loginThroughIssuer(app, email, 'Demo-2026!')).tokens).not.toBeNull();
      const fourth = await loginThroughIssuer(app, 'backoffice@demo.example', 'Demo-2026!');
      expect(fourth.submitted.statusCode).toBe(429);
      expect(fourth.submitted.headers['content-type']).toMatch(/^text\/html/);
      expect(fourth.submitted.body).toContain('<html lang="it">');
      expect(fourth.submitted.body).toContain(
        'Troppi tentativi di accesso da questo indirizzo: attendi un minuto e riprova.',
      );
      expect(fourth.tokens).toBeNull();
    } finally {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
