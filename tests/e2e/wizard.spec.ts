import { expect, test } from '@playwright/test';
import { stdFlat, textbox, WizardPage } from './pages/wizard-page.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('a phone completes the wizard for a 1970s Torino flat with a gas boiler and single glazing: class E to G, CO2 and cost', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  await wizard.open();
  await expect(page.getByText('Passo 1 di 9')).toBeVisible();
  await wizard.answerFlatUpToAddress(stdFlat);
  await wizard.answerTorinoAddress();
  await wizard.calculate();

  expect(['E', 'F', 'G']).toContain(await wizard.resultClass());
  const scale = page.getByRole('list', { name: /Scala delle classi energetiche/ });
  await expect(scale.getByRole('listitem')).toHaveCount(7);
  await expect(scale.getByText('La tua casa')).toBeVisible();
  await expect(page.getByText("Emissioni di CO2 all'anno")).toBeVisible();
  await expect(page.getByText(/^\d+(,\d)?\st$/)).toBeVisible();
  await expect(page.getByText("Costo dell'energia all'anno")).toBeVisible();
  await expect(page.getByText(/^\d{1,2}\.\d{3}\s€$/).first()).toBeVisible();
  await expect(page.getByText(/zona climatica E, 2\.617 gradi giorno/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La classe con i miglioramenti' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Riqualificazione profonda' })).toBeVisible();
  await expect(page.getByText(/^tra \d+(,\d)? t e \d+(,\d)? t$/)).toBeVisible();
  await expect(page.getByText(/^tra \d{1,2}\.\d{3}\s€ e \d{1,2}\.\d{3}\s€$/)).toBeVisible();

  // The home-owner's path is the handoff to a Local Manager: the call to action leads to its form, not to /welcome.
  await expect(page.getByRole('link', { name: /Registrati/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Chiedi i costi a un professionista' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Come stimiamo' }).click();
  await expect(page.getByText(/DPR 412\/1993, Allegato A, aggiornato al 2016.*ferdi2005\/gradigiorno/)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /Prezzi e fattori di emissione \(aggiornati al \d+ \w+ \d{4}\)/ }),
  ).toBeVisible();

  // Nothing overflows the 375 px wide screen.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
});

test('the same flat with a heat pump and triple glazing scores a better class', async ({ page }) => {
  const wizard = new WizardPage(page);
  await wizard.open();
  await wizard.answerFlatUpToAddress(stdFlat);
  await wizard.answerTorinoAddress();
  await wizard.calculate();
  const standard = await wizard.resultClass();

  await page.getByRole('button', { name: 'Modifica le risposte' }).click();
  await expect(page.getByRole('radio', { name: 'Appartamento' })).toBeChecked();
  for (let step = 0; step < 4; step += 1) await wizard.next();
  await page.getByRole('radio', { name: 'Triplo vetro' }).check();
  await wizard.next();
  await page
    .getByRole('radiogroup', { name: 'Impianto di riscaldamento' })
    .getByRole('radio', { name: 'Pompa di calore' })
    .check();
  for (let step = 0; step < 3; step += 1) await wizard.next();
  await expect(page.getByRole('combobox', { name: 'Comune' })).toHaveValue('Torino (TO)');
  await wizard.calculate();
  const improved = await wizard.resultClass();
  expect(improved < standard).toBe(true);
});

test('an empty address shows each Italian geolocation message, and an unknown comune the server message', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  await wizard.open();
  await wizard.answerFlatUpToAddress(stdFlat);
  await wizard.calculate();
  await expect(wizard.heading('Dove si trova?')).toBeVisible();
  for (const message of [
    'La città è necessaria ai fini della geolocalizzazione',
    'La via è necessaria ai fini della geolocalizzazione',
    'Il numero civico è necessario ai fini della geolocalizzazione',
    'Il CAP è necessario ai fini della geolocalizzazione',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Comune' })).toBeFocused();

  // A comune the official list does not know (say, from an old tab) comes back from the server on the same field.
  await wizard.answerTorinoAddress();
  await page.evaluate(() => {
    const key = 'happyway.wizard.v1';
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { draft: Record<string, unknown> };
    stored.draft.city = 'Paperopoli';
    stored.draft.province = '';
    sessionStorage.setItem(key, JSON.stringify(stored));
  });
  await page.reload();
  // The reloaded step shows the stored draft before it is sent.
  await expect(page.getByRole('combobox', { name: 'Comune' })).toHaveValue(/Paperopoli/);
  await wizard.calculate();
  await expect(page.getByText("Comune non trovato nell'elenco ufficiale: sceglilo tra quelli proposti")).toBeVisible();
  await expect(wizard.heading('Dove si trova?')).toBeVisible();
});

test('numbers out of bounds are refused with a clear message before moving on', async ({ page }) => {
  const wizard = new WizardPage(page);
  await wizard.open();
  await wizard.next();
  await expect(page.getByText("Seleziona la tipologia dell'immobile")).toBeVisible();
  await page.getByRole('radio', { name: 'Appartamento' }).check();
  await wizard.next();
  await textbox(page, 'Superficie').fill('0');
  await textbox(page, 'Anno di costruzione').fill('1972');
  await wizard.next();
  await expect(page.getByText('La superficie deve essere di almeno 20 m²')).toBeVisible();
  await expect(textbox(page, 'Superficie')).toBeFocused();
  await textbox(page, 'Superficie').fill('80');
  await wizard.next();
  await textbox(page, "Piano dell'appartamento").fill('2');
  await textbox(page, "Piani dell'edificio").fill('40');
  await wizard.next();
  await expect(page.getByText('Il campo numero di piani non può superare 30')).toBeVisible();
  await textbox(page, "Piani dell'edificio").fill('1');
  await wizard.next();
  await expect(
    page.getByText("Il piano dell'appartamento non può superare il numero di piani dell'edificio"),
  ).toBeVisible();
});

test('a refresh in the middle of the wizard keeps the step and the answers, and back keeps them too', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  await wizard.open();
  await page.getByRole('radio', { name: 'Casa indipendente' }).check();
  await wizard.next();
  await textbox(page, 'Superficie').fill('120');
  await textbox(page, 'Anno di costruzione').fill('1965');
  await wizard.next();
  await expect(page.getByText('Passo 3 di 9')).toBeVisible();
  await textbox(page, 'Piani della casa').fill('2');

  await page.reload();
  await expect(wizard.heading('Su quanti piani si sviluppa la casa?')).toBeVisible();
  await expect(wizard.heading('A che piano si trova?')).toHaveCount(0);
  await expect(textbox(page, 'Piani della casa')).toHaveValue('2');
  await expect(textbox(page, "Piano dell'appartamento")).toHaveCount(0);
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(textbox(page, 'Superficie')).toHaveValue('120');
  await expect(textbox(page, 'Anno di costruzione')).toHaveValue('1965');
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByRole('radio', { name: 'Casa indipendente' })).toBeChecked();
});
