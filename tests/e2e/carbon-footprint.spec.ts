import { expect, test, type Locator, type Page } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';
import { searchGeneratedList } from './pages/generated-list.ts';

/**
 * Saves the computed footprint as `name` on the demo project "Condominio Via Manzoni 8", found by typing "Manzoni" in
 * the project picker, and waits for the saved footprint's page; answers the save dialog, which the calculator reopens.
 */
async function saveOnManzoniProject(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: "Salva l'impronta" }).click();
  const save = page.getByRole('dialog', { name: "Salva l'impronta" });
  await save.getByRole('textbox', { name: 'Nome' }).fill(name);
  await save.getByRole('combobox', { name: 'Progetto (facoltativo)' }).fill('Manzoni');
  await page.getByRole('option', { name: /^Condominio Via Manzoni 8/ }).click();
  await save.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return save;
}

test('a designer computes a condominium from euro amounts, adds a heat pump, saves it on a project; the hub head sees it', async ({
  browser,
  page,
}) => {
  const name = `Condominio Via Manzoni ${String(Date.now())}`;
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.goto('/carbon-foot-print-calculator/evaluator');
  await expect(page.getByRole('heading', { level: 1, name: "Calcolatore dell'impronta di carbonio" })).toBeVisible();

  await page.getByRole('combobox', { name: 'Edificio' }).click();
  await page.getByRole('option', { name: 'Condominio' }).click();
  await page.getByRole('textbox', { name: 'Superficie riscaldata (m²)' }).fill('0');
  await page.getByRole('textbox', { name: 'Occupanti' }).fill('30');
  await page.getByRole('textbox', { name: 'Unità abitative' }).fill('12');

  const gas = page.getByTestId('consumption-naturalGas');
  await gas.getByRole('button', { name: 'Euro' }).click();
  await gas.getByRole('textbox', { name: 'Gas naturale: Importo annuo (€)' }).fill('10.467,00');
  await expect(gas.getByRole('textbox', { name: 'Gas naturale: Tariffa (c€/Sm³)' })).toHaveValue('104,67');
  const electricity = page.getByTestId('consumption-electricity');
  await electricity.getByRole('button', { name: 'Euro' }).click();
  await electricity.getByRole('textbox', { name: 'Energia elettrica dalla rete: Importo annuo (€)' }).fill('1.150');
  await electricity.getByRole('textbox', { name: 'Energia elettrica dalla rete: Tariffa (c€/kWh)' }).fill('');

  await page.getByRole('button', { name: 'Calcola' }).click();
  await expect(page.getByText('Il valore deve essere maggiore a 0')).toBeVisible();
  await expect(page.getByText("Indica la tariffa per convertire l'importo in consumo")).toBeVisible();
  await page.getByRole('textbox', { name: 'Superficie riscaldata (m²)' }).fill('1.200');
  await electricity.getByRole('textbox', { name: 'Energia elettrica dalla rete: Tariffa (c€/kWh)' }).fill('28,75');

  await page.getByRole('checkbox', { name: 'Aggiungi la riqualificazione prevista' }).check();
  await page.getByRole('button', { name: 'Aggiungi intervento' }).click();
  await expect(page.getByRole('textbox', { name: 'Pompa di calore: SCOP della pompa di calore' })).toHaveValue('3,2');
  await page.getByRole('button', { name: 'Aggiungi materiale' }).click();
  await page.getByRole('textbox', { name: 'Quantità (kg)' }).fill('800');
  await page.getByRole('button', { name: 'Calcola' }).click();

  // 10,000 Sm³ of gas (19,713 kg) and 4,000 kWh (1,028 kg): 20,741 kg of CO2 a year, ISPRA's factors being CO2 alone.
  await expect(page.getByText('20.741 kg CO2', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/kg CO2e$/)).toHaveCount(1); // the works' embodied carbon only
  await expect(page.getByText('12 famiglie italiane tipo').first()).toBeVisible();
  await expect(page.getByText('Risparmio annuo')).toBeVisible();
  await page.getByRole('button', { name: 'Fattori e fonti usati' }).click();
  const sources = page.getByRole('dialog', { name: 'Fattori e fonti' });
  await expect(sources.getByText(/ISPRA, Tabella dei parametri standard nazionali \(gas naturale\)/)).toBeVisible();
  await sources.getByRole('button', { name: 'Chiudi' }).click();

  await saveOnManzoniProject(page, name);
  await page.getByRole('link', { name: 'Impronte di carbonio' }).click();
  const row = await searchGeneratedList(page, name);
  await expect(row).toContainText('Condominio Via Manzoni 8');
  await expect(row).toContainText('20.741');
  await row.getByRole('link', { name: /^Visualizza/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica il report PDF' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/^impronta-di-carbonio-.+\.pdf$/);
  const detailUrl = page.url();

  const hubContext = await browser.newContext();
  const hub = await hubContext.newPage();
  await new IssuerLoginPage(hub).loginAs('hubhead@demo.example');
  await hub.getByRole('link', { name: 'Impronte di carbonio' }).click();
  await (await searchGeneratedList(hub, name)).getByRole('link', { name: /^Visualizza/ }).click();
  await expect(hub.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(hub).toHaveURL(detailUrl);
  await hubContext.close();
});

test("the menu's calculator entry opens the calculator, which says it is the building's energy footprint, and a blank field asks for its value", async ({
  page,
}) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.getByRole('link', { name: 'Calcolatore CO2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Calcolatore dell'impronta di carbonio" })).toBeVisible();
  await expect(page).toHaveURL(/\/carbon-foot-print-calculator\/evaluator$/);
  await page.goto('/carbon-foot-print-calculator');
  await expect(page).toHaveURL(/\/carbon-foot-print-calculator\/evaluator$/);
  await expect(page.getByRole('heading', { level: 1, name: "Calcolatore dell'impronta di carbonio" })).toBeVisible();
  await expect(
    page.getByText(/^È l'impronta energetica dell'edificio: .*Non comprende gli spostamenti in auto o in aereo/),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Superficie riscaldata (m²)' }).fill('');
  await page.getByRole('textbox', { name: 'Occupanti' }).fill('');
  await page.getByRole('button', { name: 'Calcola' }).click();
  await expect(page.getByText('Il campo Superficie riscaldata è richiesto')).toBeVisible();
  await expect(page.getByText('Il campo Occupanti è richiesto')).toBeVisible();
  await expect(page.getByText('Il valore deve essere un numero')).toHaveCount(0);
});

test('a saved footprint is edited, duplicated and deleted from its detail, and links to its project', async ({
  page,
}) => {
  const name = `Villetta Manzoni ${String(Date.now())}`;
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.goto('/carbon-foot-print-calculator/evaluator');
  await page.getByRole('textbox', { name: 'Superficie riscaldata (m²)' }).fill('120');
  await page.getByRole('textbox', { name: 'Occupanti' }).fill('3');
  await page.getByRole('textbox', { name: 'Gas naturale: Consumo (Sm³)' }).fill('1.000');
  await page.getByRole('textbox', { name: 'Energia elettrica dalla rete: Consumo (kWh)' }).fill('2.000');
  await page.getByRole('button', { name: 'Calcola' }).click();
  const save = await saveOnManzoniProject(page, name);
  // 1,000 Sm³ (1,971 kg) and 2,000 kWh (514 kg).
  await expect(page.getByText('2.485 kg CO2', { exact: true })).toBeVisible();
  const detailUrl = page.url();

  // Edit: the calculator reopens with the saved values; saving updates the same footprint.
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page.getByText(`Stai modificando «${name}»`)).toBeVisible();
  const gas = page.getByRole('textbox', { name: 'Gas naturale: Consumo (Sm³)' });
  await expect(gas).toHaveValue('1.000');
  await expect(page.getByRole('textbox', { name: 'Occupanti' })).toHaveValue('3');
  await gas.fill('500');
  await page.getByRole('button', { name: 'Calcola' }).click();
  await page.getByRole('button', { name: "Salva l'impronta" }).click();
  await expect(save.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await expect(save.getByRole('combobox', { name: 'Progetto (facoltativo)' })).toHaveValue(/^Condominio Via Manzoni 8/);
  await save.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByText('1.500 kg CO2', { exact: true })).toBeVisible();
  await expect(page.getByText('Gas naturale: 500 Sm³')).toBeVisible();

  // Duplicate: a new footprint from the same values, the original untouched.
  await page.getByRole('link', { name: 'Duplica' }).click();
  await expect(page.getByText(`Stai duplicando «${name}»`)).toBeVisible();
  await expect(gas).toHaveValue('500');
  await page.getByRole('button', { name: 'Calcola' }).click();
  await page.getByRole('button', { name: "Salva l'impronta" }).click();
  await expect(save.getByRole('textbox', { name: 'Nome' })).toHaveValue(`Copia di ${name}`);
  await save.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Copia di ${name}` })).toBeVisible();
  expect(page.url()).not.toBe(detailUrl);

  // Delete, by keyboard: Escape keeps it, Enter on the dialog's "Elimina" deletes it.
  const remove = page.getByRole('button', { name: 'Elimina' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: "Eliminare l'impronta?" });
  await expect(dialog).toContainText(`«Copia di ${name}» sarà eliminata definitivamente.`);
  await expect(dialog).toHaveAttribute('data-state', 'open');
  // It opens on Annulla: a second Enter does not delete.
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: `Copia di ${name}` })).toBeVisible();
  await remove.click();
  await expect(dialog).toHaveAttribute('data-state', 'open');
  await dialog.getByRole('button', { name: 'Elimina' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Impronta eliminata')).toBeVisible();
  await expect(page).toHaveURL(/\/carbon-foot-print(\?|$)/);
  await expect(await searchGeneratedList(page, name)).toHaveCount(1);

  // The project is a link to its page.
  await page.goto(detailUrl);
  await page.getByRole('link', { name: /^Condominio Via Manzoni 8/ }).click();
  await expect(page).toHaveURL(/\/projects\/show\//);
  await expect(page.getByRole('heading', { level: 1, name: /Condominio Via Manzoni 8/ })).toBeVisible();
});
