import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { lastMailTo, registrationLinkIn, type OutboxMail } from '../server/support/outbox.ts';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

const outboxDir = join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox');

/** The mail the server wrote to the outbox for this address, once it is there. */
async function mailTo(email: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect.poll(async () => (mail = await lastMailTo(outboxDir, email))?.to ?? '').toContain(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

test.describe('network invitations and approval', () => {
  test('a hub head invites an e-mail, sees it in the list, the e-mail carries the link, and a withdrawn link stops working', async ({
    page,
  }) => {
    await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
    await page.getByRole('list').getByRole('link', { name: 'La mia rete', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'La mia rete' })).toBeVisible();
    await expect(page.getByText('DEMO2026', { exact: true })).toBeVisible();

    const send = page.getByRole('button', { name: 'Invia inviti' });
    await send.click();
    await expect(page.getByText("Inserire almeno un'email")).toBeVisible();
    const emails = page.getByLabel('Email da invitare');
    await emails.fill('non-una-mail');
    await emails.press('Enter');
    await send.click();
    await expect(page.getByText("E' stata individuata una mail non corretta")).toBeVisible();
    await emails.press('Backspace');

    const invited = `e2e-${String(Date.now())}@example.it`;
    await emails.fill(invited);
    await emails.press('Enter');
    await page.getByLabel('Ruolo').click();
    await page.getByRole('option', { name: 'Local Manager' }).click();
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Invito inviato a 1 indirizzo.' })).toBeVisible();

    await page.getByLabel('Cerca per email').fill(invited);
    const row = page.getByRole('row').filter({ hasText: invited });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Local Manager');
    await expect(row).toContainText('In attesa');
    await expect(page.getByText('Risultati trovati: 1')).toBeVisible();

    const mail = await mailTo(invited);
    expect(mail.subject).toBe('Invito a unirti a «Rete Demo HappyWay» su HappyWay');
    const link = registrationLinkIn(mail.text) ?? '';
    expect(link).toMatch(/\/registrazione\/local-manager\?token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('token') ?? '';
    const lookup = await page.request.get(`/api/profile/invitation/token/${token}`);
    expect(lookup.status()).toBe(200);
    expect(await lookup.json()).toMatchObject({ email: invited, role: 'LocalManager', networkCode: 'DEMO2026' });

    await row.getByRole('button', { name: `Elimina l'invito a ${invited}` }).click();
    const dialog = page.getByRole('dialog', { name: "Eliminare l'invito?" });
    await expect(dialog).toContainText(`Il link inviato a ${invited} non funzionerà più.`);
    await dialog.getByRole('button', { name: 'Elimina invito' }).click();
    await expect(page.getByText('Nessun invito corrisponde alla ricerca.')).toBeVisible();
    const withdrawn = await page.request.get(`/api/profile/invitation/token/${token}`);
    expect(withdrawn.status()).toBe(404);
    expect(await withdrawn.json()).toMatchObject({ message: 'Il token non esistente' });
  });

  test('back office approves a waiting member from the to-approve list, who then gets an e-mail', async ({ page }) => {
    await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
    await page.getByRole('list').getByRole('link', { name: 'Da approvare', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profili da approvare' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'waiting@demo.example' })).toContainText(
      'Rete Demo HappyWay (DEMO2026)',
    );

    const joining = page.getByRole('row').filter({ hasText: 'joining@demo.example' });
    await expect(joining).toContainText('Tommaso Greco');
    await expect(joining).toContainText('Professionista');
    await joining.getByRole('button', { name: 'Approva Tommaso Greco' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approvare Tommaso Greco?' });
    await dialog.getByRole('button', { name: 'Approva' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: "La richiesta di Tommaso Greco è stata approvata: riceverà un'email." }),
    ).toBeVisible();
    await expect(joining).toHaveCount(0);

    const mail = await mailTo('joining@demo.example');
    expect(mail.subject).toBe('Il tuo profilo HappyWay è stato approvato');
    expect(mail.text).toContain('ora puoi accedere come Professionista');
  });
});
