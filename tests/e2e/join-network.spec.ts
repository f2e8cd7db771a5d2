import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { vatCheckDigit } from '../../domain/rules/vat.ts';
import { lastMailTo, registrationLinkIn } from '../server/support/outbox.ts';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';
import { typeItalianDate } from './pages/italian-date.ts';

const outboxDir = join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox');

/** Values no earlier run of the suite on the same data directory has used. */
function uniqueRegistrant() {
  const stamp = String(Date.now()).slice(-8);
  const vatStart = `0${stamp}9`;
  return {
    email: `e2e-professionista-${stamp}@example.it`,
    phone: `34${stamp}`,
    vatNumber: `${vatStart}${String(vatCheckDigit(vatStart))}`,
    password: 'Rete-Nuova-2026!',
  };
}

async function next(page: Page, stepHeading: string): Promise<void> {
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('heading', { level: 2, name: stepHeading })).toBeVisible();
}

test('a hub head invites a designer, who registers from the e-mailed link, waits for approval and, once approved, lands on the dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const registrant = uniqueRegistrant();

  // The hub head invites the designer from /network.
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.getByRole('list').getByRole('link', { name: 'La mia rete', exact: true }).click();
  const emails = page.getByLabel('Email da invitare');
  await emails.fill(registrant.email);
  await emails.press('Enter');
  await page.getByRole('button', { name: 'Invia inviti' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invito inviato a 1 indirizzo.' })).toBeVisible();

  // The link comes from the newest e-mail to that address in the outbox.
  let link = '';
  await expect
    .poll(async () => (link = registrationLinkIn((await lastMailTo(outboxDir, registrant.email))?.text ?? '') ?? ''))
    .toContain('/registrazione/designer?token=');

  const designerContext = await browser.newContext();
  const designer = await designerContext.newPage();
  await designer.goto(new URL(link).pathname + new URL(link).search);
  await expect(designer.getByRole('heading', { level: 1, name: 'Registrazione come professionista' })).toBeVisible();

  // Skills: catalogue checkboxes by category, plus free text.
  await expect(designer.getByRole('heading', { level: 2, name: 'Competenze' })).toBeVisible();
  await designer.getByRole('button', { name: 'Avanti' }).click();
  await expect(designer.getByText('Scegli almeno una competenza o descrivi le tue competenze')).toBeVisible();
  await designer.getByRole('group', { name: 'Efficienza energetica' }).getByLabel('Diagnosi energetica').check();
  await designer.getByLabel('Gestione progetti').check();
  await designer.getByLabel('Altre competenze').fill('Rilievi con drone');
  await next(designer, 'Dati utente');

  // User data: the invited e-mail is fixed; a wrong fiscal code shows the spec message until corrected.
  await expect(designer.getByLabel('Email')).toHaveValue(registrant.email);
  await expect(designer.getByLabel('Email')).toBeDisabled();
  await designer.getByLabel(/^Nome/).fill('Laura');
  await designer.getByLabel(/^Cognome/).fill('Verdi');
  await designer.getByLabel('Cellulare').fill(registrant.phone);
  await designer.getByLabel(/^Password/).fill(registrant.password);
  await designer.getByLabel('Conferma password').fill(registrant.password);
  await designer.getByLabel('Codice fiscale').fill('RSSMRA85M01H501X');
  await typeItalianDate(designer, designer, 'Data di nascita', '01081985');
  await designer.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await designer.getByRole('button', { name: 'Avanti' }).click();
  await expect(designer.getByText('Il codice fiscale non è valido.')).toBeVisible();
  await designer.getByLabel('Codice fiscale').fill('rssmra85m01h501q');
  await expect(designer.getByText('Il codice fiscale non è valido.')).toHaveCount(0);

  // Network code: fixed by the invitation and checked live.
  await next(designer, 'Codice rete');
  await expect(designer.getByRole('textbox', { name: /^Codice rete/ })).toHaveValue('DEMO2026');
  await expect(designer.getByText('Rete trovata: Rete Demo HappyWay')).toBeVisible();
  await next(designer, 'Dati aziendali');

  // Company data survive a reload, on their step and after it; the password does not, and is asked again.
  await designer.getByLabel('Ragione sociale').fill('Studio Verdi Energia');
  await designer.getByLabel('Partita IVA').fill(registrant.vatNumber);
  await designer.getByLabel(/^Via/).fill('Via Cavour');
  await designer.getByLabel('Numero civico').fill('12');
  await designer.getByLabel('CAP').fill('00184');
  await designer.getByLabel('Città').fill('Roma');
  // A reload mid-step keeps what was typed on it.
  await expect
    .poll(() => designer.evaluate<string>('JSON.stringify(window.sessionStorage)'))
    .toContain('Studio Verdi Energia');
  await expect.poll(() => designer.evaluate<string>('JSON.stringify(window.sessionStorage)')).toContain('00184');
  await designer.reload();
  await expect(designer.getByLabel('Ragione sociale')).toHaveValue('Studio Verdi Energia');
  await expect(designer.getByLabel('CAP')).toHaveValue('00184');
  await expect(designer.getByLabel('Città')).toHaveValue('Roma');
  await designer.getByRole('button', { name: 'Indietro' }).click();
  await expect(designer.getByRole('heading', { level: 2, name: 'Codice rete' })).toBeVisible();
  const stored = await designer.evaluate<string>('JSON.stringify(window.sessionStorage)');
  expect(stored).toContain('Studio Verdi Energia');
  expect(stored).not.toContain(registrant.password);
  await designer.reload();
  await expect(designer.getByRole('heading', { level: 2, name: 'Codice rete' })).toBeVisible();
  await designer.getByRole('button', { name: 'Indietro' }).click();
  await expect(designer.getByLabel(/^Nome/)).toHaveValue('Laura');
  await expect(designer.getByLabel('Codice fiscale')).toHaveValue('rssmra85m01h501q');
  await expect(designer.getByLabel(/^Password/)).toHaveValue('');
  await expect(
    designer.getByText(
      'Per sicurezza la password non viene conservata quando ricarichi la pagina: inseriscila di nuovo.',
    ),
  ).toBeVisible();
  await designer.getByLabel(/^Password/).fill(registrant.password);
  await designer.getByLabel('Conferma password').fill(registrant.password);
  await next(designer, 'Codice rete');
  await next(designer, 'Dati aziendali');
  await expect(designer.getByLabel('Ragione sociale')).toHaveValue('Studio Verdi Energia');
  await expect(designer.getByLabel('Nazione')).toHaveValue('Italia');
  await next(designer, 'Profilo pubblico');

  // Public profile with the designer profile, then the legal representative copied from the user data.
  await designer.getByLabel('Categoria professionale').click();
  await designer.getByRole('option', { name: 'Architetto' }).click();
  await designer.getByLabel('Anni di esperienza').fill('12');
  await designer.getByLabel('Descrizione pubblica').fill('Riqualificazione energetica di condomìni a Roma.');
  await next(designer, 'Legale rappresentante');
  await designer.getByRole('button', { name: 'Sono io il legale rappresentante' }).click();
  await expect(designer.getByLabel('Codice fiscale')).toHaveValue('rssmra85m01h501q');
  await designer.getByRole('button', { name: 'Completa la registrazione' }).click();

  // Thank-you, then the first login lands on the waiting page.
  await expect(designer.getByRole('heading', { name: 'Registrazione completata' })).toBeVisible();
  await expect(
    designer.getByText('Il tuo profilo è in attesa di approvazione da parte della rete «Rete Demo HappyWay».'),
  ).toBeVisible();
  await designer.getByRole('button', { name: 'Accedi' }).click();
  const designerLogin = new IssuerLoginPage(designer);
  await expect(designer.getByRole('heading', { name: 'Accedi alla rete' })).toBeVisible();
  await designerLogin.submit(registrant.email, registrant.password);
  await expect(designer).toHaveURL('/waiting-placeholer?mode=waiting');
  await expect(designer.getByRole('heading', { level: 1, name: 'Profilo in attesa di approvazione' })).toBeVisible();
  await designerContext.close();

  // Back office approves from the to-approve list.
  const backOfficeContext = await browser.newContext();
  const backOffice = await backOfficeContext.newPage();
  await new IssuerLoginPage(backOffice).loginAs('backoffice@demo.example');
  await backOffice.getByRole('list').getByRole('link', { name: 'Da approvare', exact: true }).click();
  const row = backOffice.getByRole('row').filter({ hasText: registrant.email });
  await expect(row).toContainText('Professionista');
  await row.getByRole('button', { name: 'Approva Laura Verdi' }).click();
  await backOffice
    .getByRole('dialog', { name: 'Approvare Laura Verdi?' })
    .getByRole('button', { name: 'Approva' })
    .click();
  await expect(
    backOffice
      .getByRole('status')
      .filter({ hasText: "La richiesta di Laura Verdi è stata approvata: riceverà un'email." }),
  ).toBeVisible();
  await backOfficeContext.close();

  // The designer logs in again and lands on the designer dashboard.
  const approvedContext = await browser.newContext();
  const approved = await approvedContext.newPage();
  await new IssuerLoginPage(approved).loginAs(registrant.email, registrant.password);
  await expect(approved).toHaveURL('/designer-dashboard?mode=Designer');
  await approvedContext.close();
});

test('the welcome page leads to the designer flow, and a wrong network code gets the spec message', async ({
  page,
}) => {
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Crea un account' }).click();
  await expect(page).toHaveURL('/registrazione/designer');
  await page.getByLabel('Gestione di appalti').check();
  await next(page, 'Dati utente');
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByLabel('Gestione di appalti')).toBeChecked();
  await next(page, 'Dati utente');
  await page.getByLabel(/^Nome/).fill('Paolo');
  await page.getByLabel(/^Cognome/).fill('Bassi');
  await page.getByLabel('Email').fill(`e2e-codice-${String(Date.now())}@example.it`);
  await page.getByLabel('Cellulare').fill(`33${String(Date.now()).slice(-8)}`);
  await page.getByLabel(/^Password/).fill('Rete-Nuova-2026!');
  await page.getByLabel('Conferma password').fill('Rete-Nuova-2026?');
  await typeItalianDate(page, page, 'Data di nascita', '01012015');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Passwords non coincidenti')).toBeVisible();
  await expect(page.getByText('Data di nascita non valida. Devi essere maggiorenne!')).toBeVisible();
  await expect(page.getByText('Accetta i termini per continuare')).toBeVisible();
  await page.getByLabel('Conferma password').fill('Rete-Nuova-2026!');
  await typeItalianDate(page, page, 'Data di nascita', '20051990');
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await next(page, 'Codice rete');
  await page.getByRole('textbox', { name: /^Codice rete/ }).fill('NESSUNA1');
  await expect(page.getByText('Codice non trovato! Riprova')).toBeVisible();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Codice rete' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Codice rete/ }).fill('demo2026');
  await expect(page.getByText('Rete trovata: Rete Demo HappyWay')).toBeVisible();
  await next(page, 'Dati aziendali');
});
