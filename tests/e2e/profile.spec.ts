import { expect, test } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

test.describe('personal data on the profile', () => {
  test.beforeEach(async ({ page }) => {
    await new IssuerLoginPage(page).loginAs('finaluser@demo.example');
    await page.goto('/logged-user-profile');
    await expect(page.getByRole('heading', { name: 'Dati personali' })).toBeVisible();
  });

  test('shows the Italian message next to the field for a bad phone and a bad fiscal code', async ({ page }) => {
    const phone = page.getByLabel('Telefono');
    await phone.fill('+39 333 1234567');
    await phone.blur();
    await expect(
      page.getByText('Deve essere un numero di telefono valido senza prefisso internazionale.'),
    ).toBeVisible();
    const fiscalCode = page.getByLabel('Codice fiscale');
    await fiscalCode.fill('RSSMRA80A01H501Z');
    await fiscalCode.blur();
    await expect(page.getByText('Il codice fiscale non è valido.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(fiscalCode).toHaveAttribute('aria-invalid', 'true');
  });

  test("says a phone is already used by another member while typing, from the server's check", async ({ page }) => {
    await page.getByLabel('Telefono').fill('3331234567');
    await expect(page.getByText('Numero di telefono non valido')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salva' })).toBeDisabled();
  });

  test('saves valid data, which a reload then shows', async ({ page }) => {
    await page.getByLabel('Telefono').fill('3391234500');
    await page.getByLabel('Codice fiscale').fill('rssmra80a01h501u');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dati salvati.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Codice fiscale')).toHaveValue('RSSMRA80A01H501U');
    await expect(page.getByLabel('Telefono')).toHaveValue('3391234500');
  });
});
