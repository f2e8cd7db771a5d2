import { expect, test, type Page } from '@playwright/test';
import { searchGeneratedList } from './pages/generated-list.ts';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

/** Finds the opportunity in a generated list by its title and opens its detail. */
async function openFromList(page: Page, title: string): Promise<void> {
  const row = await searchGeneratedList(page, title);
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Visualizza: ${title}` }).click();
}

/** Clicks a transition on the detail page and confirms it in the dialog. */
async function moveTo(page: Page, action: string, chip: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Stato della richiesta' });
  await card.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${action}?`);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText(chip, { exact: true })).toBeVisible();
}

test('a designer creates and submits an opportunity; the hub head sees it in the register and back office approves it', async ({
  page,
  browser,
}) => {
  // Three people log in one after the other in their own contexts.
  test.slow();
  const title = `Cappotto termico Via Verdi ${String(Date.now())}`;
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.getByRole('link', { name: 'Opportunità', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunità' })).toBeVisible();
  await page.getByRole('link', { name: 'Crea' }).click();

  const form = page.getByRole('form', { name: 'Nuova opportunità' });
  await form.getByRole('textbox', { name: 'Titolo' }).fill(title);
  await form.getByRole('textbox', { name: 'Valore' }).fill('120000');
  await form.getByRole('textbox', { name: 'Richiesta di finanziamento' }).fill('150000');
  await form.getByRole('textbox', { name: 'Descrizione' }).fill('Isolamento a cappotto di 1.200 m² di facciata');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(
    form.getByText("La richiesta di finanziamento non può superare il valore dell'opportunità"),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Richiesta di finanziamento' }).fill('90.000,50');
  await form.getByRole('button', { name: 'Salva' }).click();

  await expect(page).toHaveURL(/\/opportunity(\?|$)/);
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Bozza');
  await expect(row).toContainText('120.000,00 €');
  await expect(row).toContainText('90.000,50 €');
  await expect(row).toContainText('Marco Rossi');
  await openFromList(page, title);

  await expect(page.getByRole('heading', { level: 1, name: 'Opportunità' })).toBeVisible();
  await expect(page.getByText('designer@demo.example', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifica' })).toBeVisible();
  await moveTo(page, 'Invia per il finanziamento', 'Inviata');
  await expect(page.getByRole('link', { name: 'Modifica' })).toHaveCount(0);
  await expect(page.getByText('Nessuna azione disponibile per te in questo stato.')).toBeVisible();
  const history = page.getByRole('list', { name: 'Cronologia' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('Da «Bozza» a «Inviata» da Marco Rossi');

  const hubContext = await browser.newContext();
  const hub = await hubContext.newPage();
  await new IssuerLoginPage(hub).loginAs('hubhead@demo.example');
  await hub.getByRole('link', { name: 'Registro delle opportunità' }).click();
  await expect(hub.getByRole('heading', { level: 1, name: 'Registro delle opportunità' })).toBeVisible();
  await hub.getByRole('combobox', { name: 'Stato del finanziamento' }).click();
  await hub.getByRole('option', { name: 'Inviata' }).click();
  await hub.getByRole('searchbox', { name: 'Cerca' }).fill(title);
  const entry = hub.getByRole('row').filter({ hasText: title });
  await expect(entry).toContainText('Inviata');
  await expect(entry).toContainText('Rete Demo HappyWay');
  await expect(entry).toContainText('Marco Rossi');
  await expect(hub.getByText('Risultati trovati: 1')).toBeVisible();
  await hub.reload();
  await expect(hub.getByRole('row').filter({ hasText: title })).toContainText('Inviata');
  await hubContext.close();

  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  await new IssuerLoginPage(office).loginAs('backoffice@demo.example');
  await office.getByRole('link', { name: 'Registro delle opportunità' }).click();
  await openFromList(office, title);
  await expect(office.getByRole('heading', { level: 1, name: 'Opportunità nel registro' })).toBeVisible();
  await office.getByRole('link', { name: "Apri l'opportunità" }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Opportunità' })).toBeVisible();
  await moveTo(office, 'Prendi in valutazione', 'In valutazione');
  await moveTo(office, 'Approva', 'Approvata');
  await expect(office.getByRole('list', { name: 'Cronologia' })).toContainText(
    'Da «In valutazione» a «Approvata» da Luca Conti',
  );
  await officeContext.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Stato della richiesta' })).toContainText('Approvata');
  await page
    .getByRole('link', { name: /^Notifiche/ })
    .first()
    .click();
  await expect(page.getByText('Opportunità approvata').first()).toBeVisible();
});
