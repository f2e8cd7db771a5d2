import { expect, test } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

test('back office adds an apartment type that a designer can read but not change', async ({ page, browser }) => {
  const name = `Trilocale prova ${String(Date.now())}`;
  await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
  await page.getByRole('link', { name: 'Tipologie di appartamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tipologie di appartamento' })).toBeVisible();
  await page.getByRole('link', { name: 'Crea' }).click();
  await expect(page).toHaveURL('/apartment-types/create');

  const form = page.getByRole('form', { name: 'Nuova tipologia di appartamento' });
  await expect(form.getByText('I campi contrassegnati con * sono obbligatori.')).toBeVisible();
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Il campo Nome è richiesto')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await form.getByRole('combobox', { name: 'Tipologia' }).click();
  await page.getByRole('option', { name: 'Mansarda' }).click();
  const area = form.getByRole('spinbutton', { name: 'Superficie tipica (m²)' });
  await area.fill('5');
  await area.blur();
  await expect(form.getByText('Il valore deve essere maggiore o uguale a 10')).toBeVisible();
  await area.fill('85');
  await form.getByRole('textbox', { name: 'Descrizione' }).fill('Sottotetto abitabile con travi a vista');
  await form.getByRole('button', { name: 'Salva' }).click();

  await expect(page).toHaveURL(/\/apartment-types(\?|$)/);
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Mansarda');
  await expect(page.getByText('Risultati trovati: 1')).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipologia' }).click();
  await page.getByRole('option', { name: 'Mansarda' }).click();
  await expect(page).toHaveURL(/filters\[\d\]\[value\]=attic/);
  await expect(page).toHaveURL(/filters\[\d\]\[value\]=Trilocale/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Cerca' })).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Tipologia' })).toHaveText('Mansarda');
  await expect(page.getByText('Risultati trovati: 1')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  expect((await download).suggestedFilename()).toBe('apartment-types.csv');

  const designerContext = await browser.newContext();
  const designer = await designerContext.newPage();
  await new IssuerLoginPage(designer).loginAs('designer@demo.example');
  await designer.getByRole('link', { name: 'Tipologie di appartamento' }).click();
  await designer.getByRole('searchbox', { name: 'Cerca' }).fill(name);
  // Once the searched page is drawn: a row of the page before may be replaced under the click.
  await expect(designer.getByText('Risultati trovati: 1')).toBeVisible();
  const row = designer.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('85');
  await expect(designer.getByRole('link', { name: 'Crea' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `Modifica: ${name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Elimina: ${name}` })).toHaveCount(0);

  await row.getByRole('link', { name: `Visualizza: ${name}` }).click();
  await expect(designer.getByRole('heading', { level: 1, name: 'Tipologia di appartamento' })).toBeVisible();
  await expect(designer.getByText('Sottotetto abitabile con travi a vista', { exact: true })).toBeVisible();
  await expect(designer.getByRole('link', { name: 'Modifica' })).toHaveCount(0);

  await designer.goto('/apartment-types/create');
  await expect(designer.getByText('Non hai i permessi per questa azione')).toBeVisible();
  await expect(designer.getByRole('button', { name: 'Salva' })).toHaveCount(0);
  await designerContext.close();
});
