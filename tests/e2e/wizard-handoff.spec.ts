import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { readOutbox } from '../server/support/outbox.ts';
import { HandoffForm, type Contact } from './pages/handoff-form.ts';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';
import { stdFlat, textbox, WizardPage } from './pages/wizard-page.ts';

test.use({ viewport: { width: 375, height: 740 } });

/** The server's outbox (no SMTP in the end-to-end run): the mails a home-owner would receive. */
const outboxDir = resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox');

/** A contact unique to this run, so a reused data directory never confuses two runs' leads. */
const contactFor = (firstName: string): Contact => ({
  firstName,
  lastName: 'Ferrara',
  email: `${firstName.toLowerCase()}.${Date.now().toString(36)}@example.com`,
  phone: '3351234567',
});

async function resultLinkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox(outboxDir)).find((entry) => entry.to.includes(email));
      link = /https?:\/\/\S+\/wizard\/risultato\/[\w-]+/.exec(mail?.text ?? '')?.[0];
      return link;
    })
    .toBeDefined();
  return link ?? '';
}

test('a phone leaves the contact after the Torino flat estimate, and the Local Manager logs in and finds the lead on /leads', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  const handoff = new HandoffForm(page);
  const contact = contactFor('Lucia');
  await wizard.open();
  await wizard.answerFlatUpToAddress(stdFlat);
  await wizard.answerTorinoAddress();
  await wizard.calculate();
  const energyClass = await wizard.resultClass();
  expect(['E', 'F', 'G']).toContain(energyClass);
  await expect(page.getByText("Emissioni di CO2 all'anno")).toBeVisible();
  await expect(page.getByText("Costo dell'energia all'anno")).toBeVisible();

  await expect(handoff.section()).toBeVisible();
  await handoff.send();
  for (const message of [
    'Il campo Nome è richiesto',
    'Il campo Cognome è richiesto',
    'Email non valida',
    'Deve essere un numero di telefono valido senza prefisso internazionale.',
    "Per inviare i tuoi recapiti devi accettare l'informativa sulla privacy",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();
  await expect(handoff.section().getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
    'href',
    '/privacy-terms',
  );
  await handoff.leave(contact);
  await expect(
    page.getByText('Roberta Marino, Local Manager della rete «HappyWay», ti contatterà a breve.'),
  ).toBeVisible();
  await expect(page.getByText(`Ti abbiamo inviato un'email all'indirizzo ${contact.email}`)).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

  // A refresh estimates again and remembers that these answers were already handed over.
  await page.reload();
  await expect(page.getByText(`Grazie, ${contact.firstName}!`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voglio essere ricontattato' })).toHaveCount(0);

  await new IssuerLoginPage(page).loginAs('localmanager@demo.example');
  await expect(page).toHaveURL('/local-manager-dashboard?mode=LocalManager');
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Roberta Marino' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: contact.email })).toBeVisible();

  await page.goto('/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti dal wizard' })).toBeVisible();
  const lead = page.getByRole('article').filter({ hasText: contact.email });
  await expect(lead.getByRole('heading', { name: 'Lucia Ferrara' })).toBeVisible();
  await expect(lead.getByText('Nuovo')).toBeVisible();
  await expect(lead.getByRole('link', { name: 'Chiama Lucia Ferrara al 3351234567' })).toHaveAttribute(
    'href',
    'tel:3351234567',
  );
  await expect(lead.getByRole('img', { name: `Classe energetica stimata ${energyClass}` })).toBeVisible();
  await expect(lead.getByText('Appartamento di 80 m², costruito nel 1972')).toBeVisible();
  await expect(lead.getByText('Via Roma 10, 10121 Torino (TO)')).toBeVisible();
  await expect(lead.getByText(/^CO2 \d+(,\d)? t all'anno · energia \d{1,2}\.\d{3}\s€ all'anno$/)).toBeVisible();
  await expect(page.getByText(/^Risultati trovati: \d+$/)).toBeVisible();

  await lead.getByRole('button', { name: 'Segna Lucia Ferrara come contattato' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Segna come contattato' }).click();
  await expect(lead.getByText('Contattato')).toBeVisible();
  await expect(lead.getByRole('button', { name: 'Chiudi il contatto di Lucia Ferrara' })).toBeVisible();
});

test("a network's landing link names the network, the lead carries it, and the mailed link shows the saved result", async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  const contact = contactFor('Marta');
  await wizard.open('/wizard/rete/DEMO2026');
  await expect(page.getByText('Stai facendo la stima con la rete «Rete Demo HappyWay».')).toBeVisible();
  await wizard.answerFlatUpToAddress(stdFlat);
  await wizard.answerTorinoAddress();
  await wizard.calculate();
  const energyClass = await wizard.resultClass();
  await new HandoffForm(page).leave(contact);
  await expect(
    page.getByText('Roberta Marino, Local Manager della rete «Rete Demo HappyWay», ti contatterà a breve.'),
  ).toBeVisible();

  const link = await resultLinkMailedTo(contact.email);
  await page.goto(link);
  await expect(wizard.heading(`La tua casa è in classe ${energyClass}`)).toBeVisible();
  await expect(page.getByText(/^Stima salvata il \d+ \w+ \d{4} per la casa a Torino\.$/)).toBeVisible();
  await expect(
    page.getByText(
      'Hai lasciato i tuoi recapiti: Roberta Marino, Local Manager della rete «Rete Demo HappyWay», ti contatterà a breve.',
    ),
  ).toBeVisible();
  await expect(page.getByText("Emissioni di CO2 all'anno")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fai una nuova stima' })).toHaveAttribute('href', '/wizard');
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
});

test('with no Local Manager covering the province, neither the page nor the e-mail promises a call', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  const contact = contactFor('Rosalia');
  await wizard.open();
  await wizard.answerFlatUpToAddress(stdFlat);
  await wizard.chooseComune('palermo', 'Palermo (PA)');
  await textbox(page, 'Via').fill('Via Maqueda');
  await textbox(page, 'Numero civico').fill('5');
  await textbox(page, 'CAP').fill('90133');
  await wizard.calculate();
  await wizard.resultClass();
  await new HandoffForm(page).leave(contact);
  await expect(
    page.getByText('Al momento nessun Local Manager della rete «HappyWay» copre la tua provincia', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/ti contatterà/)).toHaveCount(0);

  await resultLinkMailedTo(contact.email);
  const mail = (await readOutbox(outboxDir)).find((entry) => entry.to.includes(contact.email));
  expect(mail?.text).toContain('Al momento nessun Local Manager della rete HappyWay copre la tua provincia');
  expect(mail?.text).not.toContain('ti contatterà');
});

test('an unknown token and an unknown network code show the Italian messages of the spec', async ({ page }) => {
  await page.goto('/wizard/risultato/non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Stima non trovata' })).toBeVisible();
  await expect(page.getByText('Il token non esistente')).toBeVisible();

  await new WizardPage(page).open('/wizard/rete/NESSUNA');
  await expect(
    page.getByText('Codice non trovato! Riprova Il link della rete non è valido: puoi comunque completare la stima.'),
  ).toBeVisible();
});
