import { expect, test } from '@playwright/test';
import { stdFlat, textbox, WizardPage } from './pages/wizard-page.ts';

test.use({ viewport: { width: 375, height: 740 } });

test("the phone's Back button goes to the previous step, and from the results to the last question", async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  await wizard.open();
  await page.getByRole('radio', { name: 'Appartamento' }).check();
  await wizard.next();
  await textbox(page, 'Superficie').fill('80');
  await textbox(page, 'Anno di costruzione').fill('1972');
  await wizard.next();
  await expect(wizard.heading('A che piano si trova?')).toBeVisible();

  await page.goBack();
  await expect(wizard.heading('Quanto è grande e quando è stata costruita?')).toBeVisible();
  await expect(textbox(page, 'Superficie')).toHaveValue('80');
  await page.goBack();
  await expect(wizard.heading('Che tipo di immobile è?')).toBeVisible();
  await expect(page).toHaveURL('/wizard');
  await page.goForward();
  await expect(wizard.heading('Quanto è grande e quando è stata costruita?')).toBeVisible();

  await page.goBack();
  await expect(wizard.heading('Che tipo di immobile è?')).toBeVisible();
  await wizard.answerFlatUpToAddress(stdFlat);
  await wizard.answerTorinoAddress();
  await wizard.calculate();
  await wizard.resultClass();
  await page.goBack();
  await expect(wizard.heading('Dove si trova?')).toBeVisible();
  await expect(textbox(page, 'CAP')).toHaveValue('10121');
});

test('the address is checked: the CAP against the comune, the house number shape, the street length', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  await wizard.open();
  await wizard.answerFlatUpToAddress(stdFlat);
  await wizard.answerTorinoAddress();
  await textbox(page, 'CAP').fill('90133');
  await textbox(page, 'Numero civico').fill('abc');
  await wizard.calculate();
  await expect(page.getByText('Il CAP 90133 non corrisponde al comune di Torino')).toBeVisible();
  await expect(
    page.getByText(
      'Il numero civico deve essere un numero, con eventuale lettera o barra (per esempio 12, 12A, 7/B) oppure snc',
    ),
  ).toBeVisible();
  await expect(wizard.heading('Dove si trova?')).toBeVisible();

  await textbox(page, 'CAP').fill('123');
  await wizard.calculate();
  await expect(page.getByText('Il CAP deve essere di cinque cifre')).toBeVisible();

  await expect(textbox(page, 'Via')).toHaveAttribute('maxlength', '100');
  await textbox(page, 'Via').fill(`Via ${'a'.repeat(120)}`);
  await expect(textbox(page, 'Via')).toHaveValue(`Via ${'a'.repeat(96)}`);
  await textbox(page, 'Via').fill('Via Roma');
  await textbox(page, 'CAP').fill('10121');
  await textbox(page, 'Numero civico').fill('12/B');
  await wizard.calculate();
  await wizard.resultClass();
});

test('a 2015 heat-pump house in Palermo: storeys asked, not the floor; measures that cannot pay back say so', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  await wizard.open();
  await page.getByRole('radio', { name: 'Casa indipendente' }).check();
  await wizard.next();
  await textbox(page, 'Superficie').fill('140');
  await textbox(page, 'Anno di costruzione').fill('2015');
  await wizard.next();
  await expect(wizard.heading('Su quanti piani si sviluppa la casa?')).toBeVisible();
  await expect(textbox(page, "Piano dell'appartamento")).toHaveCount(0);
  await textbox(page, 'Piani della casa').fill('2');
  await wizard.next();
  await textbox(page, 'Locali').fill('5');
  await textbox(page, 'Bagni').fill('2');
  await wizard.next();
  await textbox(page, 'Finestre').fill('10');
  await textbox(page, 'Portefinestre').fill('3');
  await page.getByRole('radio', { name: 'Doppio vetro basso emissivo', exact: true }).check();
  await wizard.next();
  await page.getByRole('radio', { name: 'Autonomo' }).check();
  await page
    .getByRole('radiogroup', { name: 'Impianto di riscaldamento' })
    .getByRole('radio', { name: 'Pompa di calore' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Raffrescamento estivo' })
    .getByRole('radio', { name: 'La pompa di calore del riscaldamento' })
    .check();
  for (let step = 0; step < 3; step += 1) await wizard.next();
  await wizard.chooseComune('palermo', 'Palermo (PA)');
  await textbox(page, 'Via').fill('Via Maqueda');
  await textbox(page, 'Numero civico').fill('5');
  await textbox(page, 'CAP').fill('90133');
  await wizard.calculate();
  expect(['A', 'B']).toContain(await wizard.resultClass());

  const wall = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cappotto termico' }) });
  await expect(wall.getByText("Non si ripaga nella durata dell'intervento")).toBeVisible();
  await expect(page.getByText(/\d{3,}(\.\d{3})*(–\d+(\.\d{3})*)? anni/)).toHaveCount(0);
  const windows = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Nuovi serramenti' }) });
  await expect(windows.getByText(/U della finestra 1,7 W\/m²K/)).toBeVisible();
  await expect(page.getByText(/triplo vetro/i)).toHaveCount(0);

  // The assumptions open, and the cooling one leads back to the question that changes it.
  await page.getByRole('button', { name: 'Le ipotesi della stima (puoi cambiarle)' }).click();
  await expect(
    page.getByText("Raffrescamento con la pompa di calore dell'impianto (rendimento stagionale 3,2)."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Modifica la risposta «Raffrescamento estivo»' }).click();
  await expect(wizard.heading('Come si scalda la casa?')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'La pompa di calore del riscaldamento' })).toBeChecked();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
});
