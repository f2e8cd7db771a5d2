import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

const video = new URL('./fixtures/lezione-video.webm', import.meta.url);

async function addLesson(page: Page, title: string, options: { video?: boolean; description?: string }) {
  await page.getByRole('link', { name: 'Nuova lezione' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova lezione' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titolo' }).fill(title);
  if (options.description) await page.getByRole('textbox', { name: 'Descrizione' }).fill(options.description);
  if (options.video) {
    await page.getByLabel('Video (MP4 o WebM, al massimo 500 MB)').setInputFiles(video.pathname);
    await expect(page.getByText('Video scelto: lezione-video.webm (4 secondi)')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(
    page
      .getByRole('heading', { level: 1, name: 'Lezione' })
      .or(page.getByRole('heading', { name: 'Lezioni del modulo' })),
  ).toBeVisible();
}

test('back office publishes a module for hub heads; the hub head watches, completes it and verifies the certificate; a designer cannot open it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Cantieri sicuri ${String(Date.now())}`;
  await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
  await page.getByRole('link', { name: 'Gestione formazione' }).click();
  await page.getByRole('link', { name: 'Nuovo modulo' }).click();
  await page.getByRole('textbox', { name: 'Titolo' }).fill(title);
  await page.getByRole('textbox', { name: 'Descrizione' }).fill('Sicurezza e verifiche nei cantieri condominiali');
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Condominio' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Indica almeno un ruolo a cui il modulo è aperto')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Capo hub' }).check();
  await page.getByLabel('Obbligatorio').check();
  await page.getByRole('combobox', { name: 'Stato' }).click();
  await page.getByRole('option', { name: 'Pubblicato' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const moduleId = /module-detail\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';

  await addLesson(page, 'Il cantiere', { video: true });
  await addLesson(page, 'Le verifiche', { description: '**Controlla** i documenti di fine lavori.' });
  const lessons = page.getByRole('list', { name: 'Lezioni del modulo' });
  await expect(lessons.getByRole('listitem')).toHaveCount(2);
  await expect(lessons.getByRole('listitem').first()).toContainText('1. Il cantiere');
  await page.getByRole('button', { name: 'Sposta Le verifiche in su' }).click();
  await expect(lessons.getByRole('listitem').first()).toContainText('1. Le verifiche');
  await page.getByRole('button', { name: 'Sposta Le verifiche in giù' }).click();
  await expect(lessons.getByRole('listitem').first()).toContainText('1. Il cantiere');
  await expect(page.getByRole('row', { name: /Capo hub/ })).toBeVisible();

  const hubContext = await browser.newContext();
  const hub = await hubContext.newPage();
  await new IssuerLoginPage(hub).loginAs('hubhead@demo.example');
  await expect(hub.getByRole('link', { name: `Vai al modulo ${title}` })).toBeVisible();
  await hub.getByRole('link', { name: 'Formazione', exact: true }).click();
  const card = hub.getByRole('article', { name: title });
  await expect(card).toContainText('0 di 2 lezioni');
  await expect(card).toContainText('Da iniziare');
  await card.getByRole('link', { name: `Apri il modulo ${title}` }).click();
  await hub.getByRole('link', { name: 'Inizia', exact: true }).click();

  await expect(hub.getByRole('heading', { level: 1, name: 'Il cantiere' })).toBeVisible();
  await expect(hub.getByText('La lezione si completa guardando almeno il 90% del video.')).toBeVisible();
  const player = hub.getByLabel('Video della lezione Il cantiere');
  await player.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect(hub.getByText('Lezione completata')).toBeVisible({ timeout: 20_000 });

  await hub.getByRole('link', { name: 'Lezione successiva' }).click();
  await expect(hub.getByRole('heading', { level: 1, name: 'Le verifiche' })).toBeVisible();
  await expect(hub.locator('strong', { hasText: 'Controlla' })).toBeVisible();
  await hub.getByRole('link', { name: 'Lezione precedente' }).click();
  await expect(hub.getByRole('heading', { level: 1, name: 'Il cantiere' })).toBeVisible();
  await expect(hub.getByText('Lezione completata')).toBeVisible();
  await hub.getByRole('link', { name: 'Lezione successiva' }).click();
  await hub.getByRole('button', { name: 'Segna la lezione come completata' }).click();
  await expect(hub.getByText('Lezione completata')).toBeVisible();

  await hub.getByRole('button', { name: 'Conferma il completamento' }).click();
  await hub.getByRole('dialog').getByRole('button', { name: 'Conferma il completamento' }).click();
  await expect(hub.getByText(/Modulo completato il \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  const download = hub.waitForEvent('download');
  await hub.getByRole('button', { name: "Scarica l'attestato" }).click();
  const certificate = await download;
  expect(certificate.suggestedFilename()).toMatch(/^attestato-[2-9A-Z-]+\.pdf$/);
  expect(
    readFileSync(await certificate.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const verifyLink = hub.getByRole('link', { name: /Verifica l'attestato / });
  const code = (await verifyLink.textContent())?.replace("Verifica l'attestato ", '').trim() ?? '';

  await hub.goto('/training-module');
  await expect(hub.getByRole('article', { name: title })).toContainText('Completato');
  // A completed module offers to review it, never to resume it.
  await hub
    .getByRole('article', { name: title })
    .getByRole('link', { name: `Apri il modulo ${title}` })
    .click();
  await expect(hub.getByRole('link', { name: 'Rivedi il modulo' })).toBeVisible();
  await expect(hub.getByText(/Riprendi/)).toHaveCount(0);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/verifica-attestato/${code}`);
  await expect(visitor.getByText('Attestato valido')).toBeVisible();
  await expect(visitor.getByText(new RegExp(`ha completato il modulo formativo «${title}»`))).toBeVisible();
  // Without a code the page asks for one; typed in lower case and without dashes it is the same code.
  await visitor.goto('/verifica-attestato');
  const form = visitor.getByRole('form', { name: 'Verifica un attestato' });
  await form.getByRole('textbox', { name: 'Codice di verifica' }).fill(code.replaceAll('-', '').toLowerCase());
  await form.getByRole('button', { name: 'Verifica' }).click();
  await expect(visitor).toHaveURL(`/verifica-attestato/${code}`);
  await expect(visitor.getByText('Attestato valido')).toBeVisible();
  await visitor.goto('/verifica-attestato/AAAA-BBBB-CCCC');
  await expect(visitor.getByText('Nessun attestato corrisponde al codice AAAA-BBBB-CCCC.')).toBeVisible();

  const designer = await (await browser.newContext()).newPage();
  await new IssuerLoginPage(designer).loginAs('designer@demo.example');
  await designer.goto('/training-module');
  await expect(designer.getByRole('heading', { level: 1, name: 'Formazione' })).toBeVisible();
  await expect(designer.getByRole('article', { name: title })).toHaveCount(0);
  await designer.goto(`/training-module/program/${moduleId}`);
  await expect(designer.getByText('Elemento non trovato')).toBeVisible();
});
