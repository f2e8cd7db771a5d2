import { expect, test } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

test('a pending designer is sent to the designer subscription page with the designer plan', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('pendingdesigner@demo.example');
  await expect(page).toHaveURL('/subscribe-designer?mode=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Abbonamento' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Professionista · annuale/ })).toBeVisible();
  await page.goto('/projects');
  await expect(page).toHaveURL('/subscribe-designer?mode=pending');
});

test('a user with missing agreements must accept them, then reaches home', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('newterms@demo.example');
  await expect(page).toHaveURL('/additional-agreement?mode=agreements');
  await expect(page.getByRole('heading', { name: 'Informativa sul trattamento dei dati personali' })).toBeVisible();
  await page.getByRole('button', { name: 'Accetta e continua' }).click();
  await expect(page.getByText('Accetta i termini per continuare')).toHaveCount(2);
  await page.getByRole('checkbox', { name: /Informativa sul trattamento dei dati personali/ }).check();
  await page.getByRole('checkbox', { name: /Termini e condizioni/ }).check();
  await page.getByRole('button', { name: 'Accetta e continua' }).click();
  await expect(page).toHaveURL('/designer-dashboard?mode=Designer');
});

test('the privacy policy and terms are public', async ({ page }) => {
  await page.goto('/privacy-terms');
  await expect(page.getByRole('heading', { level: 1, name: "Privacy e termini d'uso" })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Termini e condizioni d'uso del portale" })).toBeVisible();
});

test('a pending hub head subscribes, back office confirms the transfer, and the hub head reaches the dashboard', async ({
  page,
  browser,
}) => {
  await new IssuerLoginPage(page).loginAs('pendinghub@demo.example');
  await expect(page).toHaveURL('/subscribe-capohub?mode=pending');
  await page.getByRole('button', { name: "Richiedi l'abbonamento" }).click();
  await expect(page.getByText('Scegli un abbonamento')).toBeVisible();
  await page.getByRole('radio', { name: /Capo hub · annuale/ }).check();
  await expect(page.getByText('600,00 € + IVA 22% (132,00 €) = 732,00 €')).toBeVisible();
  await page.getByRole('button', { name: "Richiedi l'abbonamento" }).click();
  await expect(page.getByText('Accetta i termini per continuare')).toBeVisible();
  await page.getByRole('checkbox', { name: /Condizioni di abbonamento/ }).check();
  await page.getByRole('button', { name: "Richiedi l'abbonamento" }).click();
  const transfer = page.getByRole('status').filter({ hasText: 'in attesa del bonifico' });
  await expect(transfer).toContainText('IT60X0542811101000000123456');
  await expect(transfer).toContainText(/HW-[0-9A-F]{10}/);

  const backOffice = await browser.newContext();
  const office = await backOffice.newPage();
  await new IssuerLoginPage(office).loginAs('backoffice@demo.example');
  await office.getByRole('link', { name: 'Abbonamenti' }).click();
  await office.getByRole('button', { name: 'Conferma il bonifico di Franco Moretti' }).click();
  const question = office.getByRole('dialog', { name: 'Confermare il bonifico di Franco Moretti?' });
  await expect(question).toContainText('732,00 €');
  await question.getByRole('button', { name: 'Conferma bonifico' }).click();
  await expect(office.getByRole('button', { name: 'Conferma il bonifico di Franco Moretti' })).toHaveCount(0);
  await office.getByRole('tab', { name: 'Confermato' }).click();
  await expect(office.getByRole('cell', { name: /Franco Moretti/ })).toBeVisible();
  await backOffice.close();

  await page.goto('/home');
  await expect(page).toHaveURL('/capohub-dashboard?mode=HubHead');
});

test('a 401 in the middle of a session refreshes the token once and the request goes through', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('specialist@demo.example');
  await page.goto('/logged-user-profile');
  await expect(page.getByRole('heading', { name: 'Dati personali' })).toBeVisible();
  let refused = false;
  await page.route('**/api/profile/profile', async (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"statusCode":401,"error":"Unauthorized","message":"Autenticazione richiesta: effettua il login."}',
    });
  });
  const refresh = page.waitForRequest(
    (request) => request.url().endsWith('/auth/token') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salva' }).click();
  await refresh;
  await expect(page.getByRole('status').filter({ hasText: 'Dati salvati.' })).toBeVisible();
  expect(refused).toBe(true);
});

test('when the refresh fails too, the session dialog shows and the user is logged out', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.goto('/logged-user-profile');
  await expect(page.getByRole('heading', { name: 'Dati personali' })).toBeVisible();
  await page.route('**/auth/token', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"invalid_grant"}' }),
  );
  await page.route('**/api/profile/profile', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"statusCode":401,"error":"Unauthorized","message":"x"}',
    }),
  );
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'La tua sessione non è più valida. Effettua il login nuovamente',
  );
  await expect(page).toHaveURL(/\/welcome\?mode=guest$/, { timeout: 15_000 });
});
