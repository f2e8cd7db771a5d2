import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { lastMailTo, registrationLinkIn, type OutboxMail } from '../server/support/outbox.ts';
import { expectAccessible } from './pages/accessibility.ts';
import { searchGeneratedList } from './pages/generated-list.ts';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

const outboxDir = join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox');

async function mailTo(email: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect.poll(async () => (mail = await lastMailTo(outboxDir, email))?.to ?? '').toContain(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

test.describe('networks and directories', () => {
  // Several logins, pickers and axe-core runs on a shared machine.
  test.setTimeout(180_000);

  test('back office creates a network and invites its hub head', async ({ page }) => {
    await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
    await page.getByRole('link', { name: 'Reti', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reti' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'ADRIA2026' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Crea' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuova rete' })).toBeVisible();
    const code = `E2E${String(Date.now()).slice(-6)}`;
    const hubHeadEmail = `capo.${code.toLowerCase()}@example.it`;
    await page.getByLabel('Nome').fill('Rete Ligure');
    await page.getByLabel('Codice').fill(code);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Il campo Tipo è richiesto')).toBeVisible();
    await expect(page.getByText('Tipo di rete non valido')).toHaveCount(0);
    await expect(page.getByText('Il campo E-mail del capo hub da invitare è richiesto')).toBeVisible();
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Control Manager' }).click();
    const hubHeadField = page.getByLabel('E-mail del capo hub da invitare');
    await hubHeadField.fill('non-una-mail');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Email non valida')).toBeVisible();
    // The e-mail of someone already registered (the demo hub head) is refused on its field, not as a status code.
    await hubHeadField.fill('hubhead@demo.example');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Email già in uso: hubhead@demo.example')).toBeVisible();
    await expect(hubHeadField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/codice: 400/)).toHaveCount(0);
    await hubHeadField.fill(hubHeadEmail);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rete Ligure' })).toBeVisible();
    await expect(page.getByText(`${code} · Control Manager`)).toBeVisible();
    await page.getByRole('tab', { name: 'Dati del capo hub' }).click();
    await expect(page.getByText("Nessun capo hub registrato (l'invito può essere ancora in attesa).")).toBeVisible();
    await expectAccessible(page);
    const mail = await mailTo(hubHeadEmail);
    expect(registrationLinkIn(mail.text)).toMatch(/\/registrazione\/district-manager\?token=[\w-]{43}$/);
  });

  test("back office's Invita on the professionals opens the invitation form, for a network it chooses", async ({
    page,
  }) => {
    await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
    await page.goto('/professional');
    await expect(page.getByRole('heading', { level: 1, name: 'Professionisti' })).toBeVisible();
    await page.getByRole('button', { name: 'Invita' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invita nella rete' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/professional/);
    const send = dialog.getByRole('button', { name: 'Invia inviti' });
    const emails = dialog.getByLabel('Email da invitare');
    const invited = `bo-${String(Date.now())}@example.it`;
    await emails.fill(invited);
    await emails.press('Enter');
    await send.click();
    await expect(dialog.getByText('Il campo Rete è richiesto')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Rete' }).fill('Adriatica');
    await page.getByRole('option', { name: /Rete Adriatica/ }).click();
    await expectAccessible(page);
    await send.click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Invito inviato a 1 indirizzo.' })).toBeVisible();
    const mail = await mailTo(invited);
    expect(mail.text).toContain('Rete Adriatica');
    expect(registrationLinkIn(mail.text)).toMatch(/\/registrazione\/designer\?token=[\w-]{43}$/);
  });

  test('a hub head opening the agora is sent to the dashboard and told why', async ({ page }) => {
    await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
    await expect(page).toHaveURL(/\/capohub-dashboard/);
    await page.goto('/agora-professional');
    await expect(page).toHaveURL(/\/capohub-dashboard/);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'La pagina «Agorà» non è disponibile per il tuo ruolo: ecco la tua pagina iniziale.' }),
    ).toBeVisible();
  });

  test('the hub head finds a professional, reads Info and Studio, associates them to a project; the professional sees it', async ({
    page,
    browser,
  }) => {
    await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
    await page.getByRole('link', { name: 'Professionisti', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Professionisti' })).toBeVisible();
    await expectAccessible(page);
    const row = await searchGeneratedList(page, 'Rossi');
    await expect(row.first()).toContainText('designer@demo.example');
    await row.first().getByRole('link', { name: 'Rossi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('designer@demo.example');
    await expect(page.getByRole('tabpanel')).not.toContainText('Codice fiscale');
    await page.getByRole('tab', { name: 'Studio' }).click();
    await expect(page.getByRole('tabpanel').getByText('Studio Demo Riqualifica S.r.l.', { exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Nessun CV caricato.');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Associa a un progetto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Associa Marco Rossi a un progetto' });
    await dialog.getByRole('combobox', { name: 'Progetto', exact: true }).fill('Garibaldi 12');
    await page
      .getByRole('option', { name: /Condominio Via Garibaldi 12/ })
      .first()
      .click();
    await dialog.getByRole('combobox', { name: 'Ruolo nel progetto' }).click();
    await page.getByRole('option', { name: 'Coach', exact: true }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Associa' }).click();
    await expect(page.getByText('Ruolo nel progetto assegnato a Marco Rossi.')).toBeVisible();
    const projectPath = (await page.getByRole('link', { name: 'Apri il progetto' }).getAttribute('href')) ?? '';
    expect(projectPath).toMatch(/^\/projects\/show\//);

    const designerContext = await browser.newContext();
    const designer = await designerContext.newPage();
    await new IssuerLoginPage(designer).loginAs('designer@demo.example');
    await designer.goto(projectPath);
    await expect(designer.getByRole('heading', { level: 1, name: 'Condominio Via Garibaldi 12' })).toBeVisible();
    await designerContext.close();
  });

  test('"Manzoni" in the "Associa a un progetto" picker lists the Manzoni projects the hub head may pick, before any close spelling', async ({
    page,
  }) => {
    await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
    await page.getByRole('link', { name: 'Professionisti', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Professionisti' })).toBeVisible();
    const row = await searchGeneratedList(page, 'Rossi');
    await row.first().getByRole('link', { name: 'Rossi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeVisible();
    await page.getByRole('button', { name: 'Associa a un progetto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Associa Marco Rossi a un progetto' });
    const picker = dialog.getByRole('combobox', { name: 'Progetto', exact: true });
    await picker.click();
    await picker.pressSequentially('Manzoni', { delay: 120 });
    await expect(picker).toHaveValue('Manzoni');
    // Only the answer to "Manzoni": no row of an earlier answer stays in the list, and nothing merely close comes
    // first.
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveText([
      /^Condominio Via Manzoni 8Rete Demo HappyWay/,
      /^Perizia integrativa - Condominio Via Manzoni 8Rete Demo HappyWay/,
      /^Validazione tecnica mutuo - Condominio Via Manzoni 8Rete Demo HappyWay/,
    ]);
    await expectAccessible(page);
    await options.first().click();
    await expect(picker).toHaveValue('Condominio Via Manzoni 8');
  });

  test('a designer finds a colleague of another network in the agora and asks for contact', async ({ page }) => {
    await new IssuerLoginPage(page).loginAs('designer@demo.example');
    await page.getByRole('link', { name: 'Agorà', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agorà dei professionisti' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Greco' })).toHaveCount(0);
    await expectAccessible(page);
    const row = await searchGeneratedList(page, 'Ricci');
    await expect(row.first()).toContainText('Rete Adriatica');
    await row.first().getByRole('link', { name: 'Ricci' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sara Ricci' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).not.toContainText('@demo.example');
    await page.getByRole('button', { name: 'Chiedi un contatto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chiedi un contatto a Sara Ricci' });
    await dialog.getByLabel('Messaggio').fill('Vorrei collaborare su un condominio a Pescara.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(
      page.getByText('Richiesta di contatto inviata: il professionista ha ricevuto una notifica.'),
    ).toBeVisible();
    await page.goto('/designer-network');
    await expect(page.getByRole('heading', { level: 1, name: 'Rete Demo HappyWay' })).toBeVisible();
    await page.getByRole('tab', { name: 'Professionisti' }).click();
    await expect(page.getByRole('link', { name: 'Giulia Bianchi' })).toBeVisible();
    await expectAccessible(page);
  });
});
