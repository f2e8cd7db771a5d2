import { expect, test } from '@playwright/test';
import { vatCheckDigit } from '../../domain/rules/vat.ts';
import { expectAccessible } from './pages/accessibility.ts';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';
import { typeItalianDate } from './pages/italian-date.ts';

const unknownId = '00000000-0000-4000-8000-00000000dead';
/** As a person types: one key at a time, slower than the pickers' 300 ms debounce now and then. */
const typing = { delay: 120 };
/** The first screen after a navigation, on a machine shared with other runs. */
const shown = { timeout: 60_000 };

// Each test logs in and walks several screens: more than the default minute when the machine is shared.
test.describe.configure({ timeout: 180_000 });

test("the appointment's participants picker keeps what is typed, searches all of it in any order and offers each person once", async ({
  page,
}) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.goto('/appointment/create');
  const form = page.getByRole('form', { name: 'Nuovo appuntamento' });
  const participants = form.getByRole('combobox', { name: 'Partecipanti' });
  await expect(participants).toBeVisible(shown);
  await participants.click();
  await participants.pressSequentially('Ferri Giulia', typing);
  await expect(participants).toHaveValue('Ferri Giulia');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['Giulia Ferrihubhead@demo.example']);
  await options.first().click();
  await expect(form.getByRole('button', { name: 'Giulia Ferri' })).toHaveCount(1);
  await expect(participants).toHaveValue('');

  // Typed again, the person already chosen is not offered a second time; the other Giulia is, once.
  await participants.pressSequentially('Giulia', typing);
  await expect(participants).toHaveValue('Giulia');
  await expect(options).toHaveText(['Giulia Bianchigiulia.bianchi@demo.example']);
  await expect(form.getByRole('button', { name: 'Giulia Ferri' })).toHaveCount(1);
  await expectAccessible(page);
});

test('"Salva l\'impronta" saves what the form shows after "Calcola", and refuses while a field is wrong', async ({
  page,
}) => {
  const name = `Impronta aggiornata ${String(Date.now())}`;
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.goto('/carbon-foot-print-calculator/evaluator');
  await page.getByRole('textbox', { name: 'Superficie riscaldata (m²)' }).fill('100');
  await page.getByRole('textbox', { name: 'Occupanti' }).fill('3');
  const gas = page.getByRole('textbox', { name: 'Gas naturale: Consumo (Sm³)' });
  await gas.fill('1.000');
  await page.getByRole('textbox', { name: 'Energia elettrica dalla rete: Consumo (kWh)' }).fill('2.700');
  await page.getByRole('button', { name: 'Calcola' }).click();
  await expect(page.getByText(/kg CO2$/).first()).toBeVisible();

  await gas.fill('1.400');
  await page.getByRole('textbox', { name: 'Occupanti' }).fill('4');
  await expect(page.getByText('Hai cambiato i dati dopo il calcolo')).toBeVisible();

  // A field in error stops the save before any dialog.
  await page.getByRole('textbox', { name: 'Occupanti' }).fill('');
  await page.getByRole('button', { name: "Salva l'impronta" }).click();
  await expect(page.getByRole('textbox', { name: 'Occupanti' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: "Salva l'impronta" })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Occupanti' }).fill('4');
  await page.getByRole('button', { name: "Salva l'impronta" }).click();
  const save = page.getByRole('dialog', { name: "Salva l'impronta" });
  await expect(page.getByText('Hai cambiato i dati dopo il calcolo')).toHaveCount(0);
  await save.getByRole('textbox', { name: 'Nome' }).fill(name);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/evaluator/carbon/footprint'),
  );
  await save.getByRole('button', { name: 'Salva' }).click();
  const body = (await sent).postDataJSON() as {
    input: { occupants: number; consumption: { source: string; quantity?: number }[] };
  };
  expect(body.input.occupants).toBe(4);
  expect(body.input.consumption.find((line) => line.source === 'naturalGas')?.quantity).toBe(1400);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("a stair's numbers can be changed and the stair deleted, after a confirmation, without touching its building", async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const condominium = `Condominio Scale ${stamp}`;
  const fiscalCode = `9${stamp}${String(vatCheckDigit(`9${stamp}`))}`;
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.goto('/condominiums/create');
  const form = page.getByRole('form', { name: 'Nuovo condominio' });
  await expect(form).toBeVisible(shown);
  for (const [label, value] of [
    ['Nome', condominium],
    ['Codice fiscale', fiscalCode],
    ['Via', 'Via Po'],
    ['Numero civico', '3'],
    ['CAP', '10123'],
    ['Città', 'Torino'],
    ['Nazione', 'Italia'],
    ['Amministratore', 'Studio Rossi'],
  ] as const) {
    await form.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Condominio' })).toBeVisible(shown);

  await page.getByRole('button', { name: 'Aggiungi edificio' }).click();
  const buildingForm = page.getByRole('form', { name: 'Aggiungi edificio' });
  await buildingForm.getByRole('textbox', { name: "Nome dell'edificio" }).fill('Edificio Nord');
  await buildingForm.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  const building = page.getByRole('region', { name: 'Edificio Nord', exact: true });
  for (const stair of ['Scala 1', 'Scala 2']) {
    await building.getByRole('button', { name: 'Aggiungi scala a Edificio Nord' }).click();
    const stairForm = building.getByRole('form', { name: 'Nuova scala di Edificio Nord' });
    await stairForm.getByRole('textbox', { name: 'Scala' }).fill(stair);
    await stairForm.getByRole('textbox', { name: 'Unità immobiliari' }).fill('8');
    await stairForm.getByRole('textbox', { name: 'Piani' }).fill('4');
    await stairForm.getByRole('textbox', { name: 'Superficie riscaldata (m²)' }).fill('640');
    await stairForm.getByRole('textbox', { name: 'Anno di costruzione' }).fill('1975');
    await stairForm.getByRole('button', { name: 'Aggiungi scala' }).click();
    await expect(stairForm).toHaveCount(0);
  }
  const stairs = building.getByRole('table', { name: 'Scale di Edificio Nord' });

  await stairs.getByRole('button', { name: 'Modifica la scala Scala 1' }).click();
  const edit = building.getByRole('form', { name: 'Modifica la scala Scala 1' });
  await expect(edit.getByRole('textbox', { name: 'Unità immobiliari' })).toHaveValue('8');
  await edit.getByRole('textbox', { name: 'Unità immobiliari' }).fill('10');
  await edit.getByRole('textbox', { name: 'Scala' }).fill('Scala A');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(edit).toHaveCount(0);
  await expect(stairs.getByRole('row', { name: /^Scala A 10 4/ })).toBeVisible();

  await stairs.getByRole('button', { name: 'Elimina la scala Scala 2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare la scala?' });
  await expect(confirm).toContainText('La scala «Scala 2» sarà eliminata con i lavori registrati su di essa.');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(stairs.getByRole('row', { name: /Scala 2/ })).toHaveCount(0);
  await expect(stairs.getByRole('row', { name: /^Scala A/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Scale di Edificio Nord' }).getByRole('row')).toHaveCount(2);
});

test('a half-typed date is refused with GG/MM/AAAA and never erases the stored one', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('finaluser@demo.example');
  await page.goto('/logged-user-profile');
  const section = page.getByRole('form', { name: 'Dati personali' });
  await expect(section).toBeVisible(shown);
  await typeItalianDate(page, section, 'Data di nascita', '20041980');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/profile/profile'),
  );
  await section.getByRole('button', { name: 'Salva' }).click();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  const birth = page.getByRole('form', { name: 'Dati personali' }).getByRole('group', { name: 'Data di nascita' });
  await expect(birth).toContainText('20/04/1980', shown);

  // The year is cleared: the save is refused on the field, nothing is sent.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/profile/profile')) puts.push(request.url());
  });
  await birth.getByRole('spinbutton').last().click();
  await page.keyboard.press('Backspace');
  await expect(birth).toContainText('20/04/AAAA');
  await section.getByRole('button', { name: 'Salva' }).click();
  await expect(section.getByText('Data incompleta o inesistente: scrivila come GG/MM/AAAA')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Dati personali' }).getByRole('group', { name: 'Data di nascita' }),
  ).toContainText('20/04/1980', shown);
  expect(puts).toEqual([]);
});

test('a project\'s "Ricevuto il" typed in part is refused with the Italian hint and keeps the stored day', async ({
  page,
}) => {
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.goto('/projects/create');
  const form = page.getByRole('form', { name: 'Nuovo progetto' });
  await typeItalianDate(page, form, 'Ricevuto il', '1503');
  await expect(form.getByRole('group', { name: 'Ricevuto il' })).toContainText('15/03/AAAA');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Data incompleta o inesistente: scrivila come GG/MM/AAAA')).toBeVisible();
  await expect(form.getByText(/AAAA-MM-GG/)).toHaveCount(0);
  await expect(page).toHaveURL('/projects/create');
});

test("a missing record's edit page says it is not found, with no form to save", async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.goto(`/condominiums/edit/${unknownId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica condominio' })).toBeVisible(shown);
  await expect(page.getByRole('alert').filter({ hasText: /^Elemento non trovato$/ })).toBeVisible(shown);
  // Said once, in the page: no notice of the same 404 beside it.
  await expect(page.getByText(/non trovato/i)).toHaveCount(1);
  await expect(page.getByText(/codice: 404|404/)).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salva' })).toHaveCount(0);
  await page.getByRole('link', { name: "Torna all'elenco" }).click();
  await expect(page).toHaveURL(/\/condominiums/);
});

test('changes left without saving do not come back when the project form is opened again; a reload keeps them', async ({
  page,
}) => {
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.goto('/projects/create');
  const form = page.getByRole('form', { name: 'Nuovo progetto' });
  const name = form.getByRole('textbox', { name: /^Nome/ });
  await name.fill('Modifiche da scartare');
  await page.reload();
  await expect(name).toHaveValue('Modifiche da scartare');
  await expect(
    page.getByText('Ripristinate le modifiche non salvate che avevi fatto prima di ricaricare la pagina.'),
  ).toBeVisible();

  // Left through the menu, after the warning.
  page.once('dialog', (dialog) => {
    void dialog.accept();
  });
  await page.getByRole('link', { name: 'Progetti', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progetti' })).toBeVisible(shown);
  await page.goto('/projects/create');
  await expect(name).toHaveValue('');
  await expect(page.getByText(/Ripristinate le modifiche/)).toHaveCount(0);

  // Left for another address typed in the bar: opened again, the form is as saved.
  await name.fill('Modifiche da scartare');
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Progetti' })).toBeVisible(shown);
  await page.goto('/projects/create');
  await expect(name).toBeVisible(shown);
  await expect(name).toHaveValue('');
  await expect(page.getByText(/Ripristinate le modifiche/)).toHaveCount(0);
});

test("the browser's Back and Forward walk the registration's steps, keeping what was typed", async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Crea un account' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Competenze' })).toBeVisible();
  const start = page.url();
  await page.getByLabel('Gestione progetti').check();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Dati utente' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nome/ }).fill('Laura');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Competenze' })).toBeVisible();
  expect(page.url()).toBe(start);
  await expect(page.getByLabel('Gestione progetti')).toBeChecked();

  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'Dati utente' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Laura');

  // The page's own Back goes to the same entry, so the browser's Back then leaves the flow.
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Competenze' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/welcome/);
});
