import { expect, test } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';
import { searchGeneratedList } from './pages/generated-list.ts';

test('a designer computes a condominium from euro amounts, adds a heat pump, saves it on a project; the hub head sees it', async ({ browser, page }) => {
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

  // 10,000 Sm³ of gas (19,713 kg) and 4,000 kWh (1,028 kg): 20,741 kg CO2e a year.
  await expect(page.getByText('20.741 kg CO2e').first()).toBeVisible();
  await expect(page.getByText('12 famiglie italiane tipo').first()).toBeVisible();
  await expect(page.getByText('Risparmio annuo')).toBeVisible();
  await page.getByRole('button', { name: 'Fattori e fonti usati' }).click();
  const sources = page.getByRole('dialog', { name: 'Fattori e fonti' });
  await expect(sources.getByText(/ISPRA, Tabella dei parametri standard nazionali \(gas naturale\)/)).toBeVisible();
  await sources.getByRole('button', { name: 'Chiudi' }).click();

  await page.getByRole('button', { name: "Salva l'impronta" }).click();
  const save = page.getByRole('dialog', { name: "Salva l'impronta" });
  await save.getByRole('textbox', { name: 'Nome' }).fill(name);
  await save.getByRole('combobox', { name: 'Progetto (facoltativo)' }).fill('Manzoni');
  await page.getByRole('option', { name: /^Condominio Via Manzoni 8/ }).click();
  await save.getByRole('button', { name: 'Salva' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
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

test("the calculator says it is the building's energy footprint, and a blank field asks for its value", async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.goto('/carbon-foot-print-calculator/evaluator');
  await expect(page.getByRole('heading', { level: 1, name: "Calcolatore dell'impronta di carbonio" })).toBeVisible();
  await expect(page.getByText(/^È l'impronta energetica dell'edificio: .*Non comprende gli spostamenti in auto o in aereo/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Superficie riscaldata (m²)' }).fill('');
  await page.getByRole('textbox', { name: 'Occupanti' }).fill('');
  await page.getByRole('button', { name: 'Calcola' }).click();
  await expect(page.getByText('Il campo Superficie riscaldata è richiesto')).toBeVisible();
  await expect(page.getByText('Il campo Occupanti è richiesto')).toBeVisible();
  await expect(page.getByText('Il valore deve essere un numero')).toHaveCount(0);
});
