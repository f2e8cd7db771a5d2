import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';
import { KeycloakLikeIssuer, type RealmUser } from '../server/support/keycloak-like-issuer.ts';

/**
 * The app with an external issuer: an independent OIDC server from npm shaped like Keycloak 26 (fresh `sub` per user,
 * verified e-mail), started after the app, as a compose stack does. The app runs on its own port and data directory.
 */
const basePort = Number(process.env.E2E_PORT ?? 3300);
const appPort = basePort + 1000;
const issuerPort = basePort + 2000;
const appOrigin = `http://localhost:${String(appPort)}`;
const dataDir = `${process.env.E2E_DATA_DIR ?? 'data/e2e'}-external-issuer`;

const realm = new KeycloakLikeIssuer({
  audience: `${appOrigin}/api`,
  clientId: 'frontend-happyway',
  appOrigin,
  port: issuerPort,
});
const user = (email: string, firstName: string, lastName: string): RealmUser => ({
  email,
  emailVerified: true,
  firstName,
  lastName,
});

/**
 * The first portal load after the issuer's redirect (code exchange, session, the home's chunks) on a loaded machine.
 */
const afterLogin = 30_000;

let server: ChildProcess | undefined;
const output: string[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: appOrigin });

test.beforeAll(async () => {
  // A first start migrates and seeds a new database, beside the suite's own server: give it the web server's time.
  test.setTimeout(330_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn('node', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(appPort),
      PUBLIC_URL: appOrigin,
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      LOG_LEVEL: 'info',
      OIDC_ISSUER: `http://127.0.0.1:${String(issuerPort)}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => output.push(line));
  }
  await expect
    .poll(
      async () =>
        fetch(`${appOrigin}/api/health/live`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 300_000,
        message: 'the app with the external issuer did not start',
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await realm.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the app started before the issuer is not ready, then logs a user in once the issuer is up, without a restart', async ({
  page,
  request,
}) => {
  const down = await request.get('/api/health/ready');
  expect(down.status()).toBe(503);
  expect(await down.json()).toMatchObject({ issuer: 'unreachable' });
  await realm.start();
  await expect.poll(async () => (await request.get('/api/health/ready')).status(), { timeout: 40_000 }).toBe(200);

  realm.loginAs(user('designer@demo.example', 'Marco', 'Rossi'));
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL('/designer-dashboard?mode=Designer', { timeout: afterLogin });
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Marco Rossi' })).toBeVisible();
});

test("a seeded profile's verified e-mail with a fresh sub lands on its role's home, and logs out to the welcome page", async ({
  page,
}) => {
  realm.loginAs(user('hubhead@demo.example', 'Giulia', 'Ferri'));
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL('/capohub-dashboard?mode=HubHead', { timeout: afterLogin });
  await page.getByRole('button', { name: 'Menu utente di Giulia Ferri' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/welcome\?mode=guest$/);
});

test('an e-mail with no profile sees the Italian "not enabled" page, and its logout leads out of it', async ({
  page,
}) => {
  realm.loginAs(user('nessuno@example.it', 'Anna', 'Verdi'));
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account non ancora abilitato' })).toBeVisible({
    timeout: afterLogin,
  });
  await expect(page.getByText('Il tuo account non è ancora abilitato al portale')).toBeVisible();
  await expect(page.getByText('Accesso effettuato come nessuno@example.it.')).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/welcome\?mode=guest$/);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
});

test('the server logs JSON lines only, with the outage once and its end', () => {
  const notJson = output.filter((line) => {
    try {
      JSON.parse(line);
      return false;
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  const messages = output.map((line) => (JSON.parse(line) as { msg?: string }).msg);
  expect(
    messages.filter((message) => message === 'issuer unreachable: tokens cannot be verified until it answers'),
  ).toHaveLength(1);
  expect(messages).toContain('issuer reachable again');
});
