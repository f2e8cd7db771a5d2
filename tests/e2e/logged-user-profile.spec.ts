import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoPassword, IssuerLoginPage } from './pages/issuer-login-page.ts';

/** A real 1x1 PNG, so that the browser can draw it. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openSection(page: Page, tab: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

test.describe('the logged-user profile of a designer', () => {
  test.beforeEach(async ({ page }) => {
    await new IssuerLoginPage(page).loginAs('designer@demo.example');
    await page.goto('/logged-user-profile');
    await expect(page.getByRole('heading', { name: 'Il mio profilo' })).toBeVisible();
  });

  test('edits the company data: a wrong VAT number shows the spec message, the fixed one is saved and survives a reload', async ({
    page,
  }) => {
    await openSection(page, 'Dati aziendali');
    const form = page.getByRole('form', { name: 'Dati aziendali' });
    const vat = form.getByLabel('Partita IVA');
    await expect(vat).not.toHaveValue('');
    await vat.fill('01234567890');
    await vat.blur();
    await expect(form.getByText('Partita IVA non valida')).toBeVisible();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await vat.fill('12345678903');
    await form.getByLabel('Codice SDI').fill('xyz9876');
    await form.getByRole('button', { name: 'Salva' }).click();
    await expect(form.getByRole('status')).toHaveText('Dati aziendali salvati.');
    await expect(page).toHaveURL(/section=company/);
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Dati aziendali' });
    await expect(reloaded.getByLabel('Partita IVA')).toHaveValue('12345678903');
    await expect(reloaded.getByLabel('Codice SDI')).toHaveValue('XYZ9876');
  });

  test('adds a legal representative, after the fiscal code is fixed', async ({ page }) => {
    await openSection(page, 'Rappresentante legale');
    await expect(page.getByText('Giulia Ferri')).toBeVisible();
    await page.getByRole('button', { name: 'Aggiungi rappresentante legale' }).click();
    const form = page.getByRole('form', { name: 'Nuovo rappresentante legale' });
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marco');
    await form.getByLabel('Cognome').fill('Rossi');
    await form.getByLabel('Codice fiscale').fill('RSSMRC80A01L219A');
    await form.getByLabel('Email').fill('marco.rossi@studio.example');
    await expect(form.getByText('Il codice fiscale non è valido.')).toBeVisible();
    await form.getByLabel('Codice fiscale').fill('rssmrc80a01l219o');
    await form.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rappresentante legale aggiunto.' })).toBeVisible();
    await expect(page.getByText('RSSMRC80A01L219O · marco.rossi@studio.example')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Modifica Marco Rossi' })).toBeVisible();
  });

  test('uploads a picture and sees it on the profile and in the user menu; a file that is no image is refused', async ({
    page,
  }) => {
    const picker = page.locator('input[type="file"][accept*="image/png"]');
    await picker.setInputFiles({ name: 'note.png', mimeType: 'text/plain', buffer: Buffer.from('non sono una foto') });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Formato immagine non supportato: usa JPEG, PNG o WebP' }),
    ).toBeVisible();
    await picker.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(page.getByRole('status').filter({ hasText: 'Foto profilo aggiornata.' })).toBeVisible();
    const picture = page.getByRole('img', { name: 'Foto profilo di Marco Rossi' });
    await expect(picture).toHaveAttribute('src', /\/api\/profile\/profile\/avatar\/[0-9a-f-]{36}\?v=/);
    await expect(picture).toHaveJSProperty('naturalWidth', 1);
    const menuPicture = page.getByRole('button', { name: 'Menu utente di Marco Rossi' }).locator('img');
    await expect(menuPicture).toHaveAttribute('src', (await picture.getAttribute('src')) ?? 'missing');
    await page.reload();
    await expect(page.getByRole('img', { name: 'Foto profilo di Marco Rossi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambia foto' })).toBeVisible();
  });

  test('chooses skills from the catalogue with extra free text, which a reload shows again', async ({ page }) => {
    await openSection(page, 'Competenze');
    const form = page.getByRole('form', { name: 'Competenze' });
    await form.getByRole('checkbox', { name: 'Revit Architecture' }).check();
    await form.getByRole('checkbox', { name: 'Diagnosi energetica' }).check();
    await expect(form.getByText('2 competenze selezionate')).toBeVisible();
    await form.getByLabel('Altre competenze').fill('Restauro di facciate storiche');
    await form.getByRole('button', { name: 'Salva' }).click();
    await expect(form.getByRole('status')).toHaveText('Competenze salvate.');
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Competenze' });
    await expect(reloaded.getByRole('checkbox', { name: 'Revit Architecture' })).toBeChecked();
    await expect(reloaded.getByRole('checkbox', { name: 'Diagnosi energetica' })).toBeChecked();
    await expect(reloaded.getByLabel('Altre competenze')).toHaveValue('Restauro di facciate storiche');
  });

  test('shows the professional data only to a designer, and the sections work with the keyboard', async ({ page }) => {
    await page.getByRole('tab', { name: 'Dati personali' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Dati professionali' })).toBeFocused();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Dati professionali' });
    await form.getByLabel('Anni di esperienza').fill('-2');
    await form.getByLabel('Anni di esperienza').blur();
    await expect(form.getByText('Il valore deve essere maggiore o uguale a 0')).toBeVisible();
    await form.getByRole('button', { name: 'Salva' }).click();
    await expect(form.getByText('Il campo Categoria professionale è richiesto')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Categoria professionale' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

test('a hub head has no professional data section', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.goto('/logged-user-profile?section=professional');
  await expect(page.getByRole('tab', { name: 'Dati personali' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Dati professionali' })).toHaveCount(0);
});

async function changePassword(page: Page, current: string, next: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Cambia password' });
  await form.getByLabel('Password attuale').fill(current);
  await form.getByLabel(/^Nuova password/).fill(next);
  await form.getByLabel('Conferma nuova password').fill(next);
  await form.getByRole('button', { name: 'Cambia password' }).click();
  return form;
}

/** A demo user that no other end-to-end test logs in as; the password is put back at the end. */
test('changes the password after a wrong current one, and logs in with the new one', async ({
  page,
  browser,
}, testInfo) => {
  const email = 'utente@demo.example';
  await new IssuerLoginPage(page).loginAs(email);
  await page.goto('/logged-user-profile?section=security');
  const form = await changePassword(page, 'Sbagliata-2026!', 'Nuova-Chiave-2027');
  await expect(form.getByText('La password attuale non è corretta')).toBeVisible();
  await expect(form.getByLabel('Password attuale')).toHaveAttribute('aria-invalid', 'true');
  await changePassword(page, demoPassword, 'Nuova-Chiave-2027');
  await expect(form.getByRole('status')).toHaveText('Password cambiata.');

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'it-IT' });
  const fresh = await context.newPage();
  const login = new IssuerLoginPage(fresh);
  await login.openFromWelcome();
  await login.submit(email, demoPassword);
  await expect(fresh.getByText('Email o password non corretti')).toBeVisible();
  await login.submit(email, 'Nuova-Chiave-2027');
  await fresh.waitForURL((url) => !url.pathname.startsWith('/auth') && url.pathname !== '/home');
  await fresh.goto('/logged-user-profile?section=security');
  await expect((await changePassword(fresh, 'Nuova-Chiave-2027', demoPassword)).getByRole('status')).toHaveText(
    'Password cambiata.',
  );
  await context.close();
});
