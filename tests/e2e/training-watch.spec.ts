import { expect, test } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

const video = new URL('./fixtures/lezione-video.webm', import.meta.url);

/** Plays the lesson's video from the start at this rate (muted, as a browser without a user gesture allows). */
async function playFromStart(player: ReturnType<import('@playwright/test').Page['getByLabel']>, rate: number) {
  await player.evaluate(async (element: HTMLVideoElement, playbackRate) => {
    element.muted = true;
    element.currentTime = 0;
    element.playbackRate = playbackRate;
    await element.play();
  }, rate);
}

test('a designer sees what counted of a lesson: at 4x the page says only twice the real time counts, at 1x the lesson and its module complete', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Risparmio in condominio ${String(Date.now())}`;
  await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
  await page.getByRole('link', { name: 'Gestione formazione' }).click();
  await page.getByRole('link', { name: 'Nuovo modulo' }).click();
  await page.getByRole('textbox', { name: 'Titolo' }).fill(title);
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Condominio' }).click();
  await page.getByRole('checkbox', { name: 'Professionista' }).check();
  await page.getByRole('combobox', { name: 'Stato' }).click();
  await page.getByRole('option', { name: 'Pubblicato' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Nuova lezione' }).click();
  await page.getByRole('textbox', { name: 'Titolo' }).fill('Le valvole termostatiche');
  await page.getByLabel('Video (MP4 o WebM, al massimo 500 MB)').setInputFiles(video.pathname);
  await expect(page.getByText('Video scelto: lezione-video.webm (4 secondi)')).toBeVisible();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('list', { name: 'Lezioni del modulo' }).getByRole('listitem')).toHaveCount(1);

  const designer = await (await browser.newContext()).newPage();
  await new IssuerLoginPage(designer).loginAs('designer@demo.example');
  await designer.goto('/training-module');
  await designer
    .getByRole('article', { name: title })
    .getByRole('link', { name: `Apri il modulo ${title}` })
    .click();
  await designer.getByRole('link', { name: 'Inizia', exact: true }).click();
  await expect(designer.getByRole('heading', { level: 1, name: 'Le valvole termostatiche' })).toBeVisible();
  await expect(
    designer.getByText('Conteggiato finora: 0% del video (per completare la lezione serve almeno il 90%).'),
  ).toBeVisible();
  const player = designer.getByLabel('Video della lezione Le valvole termostatiche');

  await playFromStart(player, 4);
  await expect(
    designer.getByText('Stai guardando a 4x: conta al massimo il doppio del tempo reale di visione, come a 2x.', {
      exact: false,
    }),
  ).toBeVisible();
  await player.evaluate(
    (element: HTMLVideoElement) =>
      new Promise((resolve) => {
        if (element.ended) resolve(null);
        else
          element.addEventListener(
            'ended',
            () => {
              resolve(null);
            },
            { once: true },
          );
      }),
  );
  const afterFast = designer.getByText(/^Conteggiato finora: (\d+)% del video/);
  await expect(afterFast).not.toHaveText(/Conteggiato finora: 0%/);
  const fastShare = Number(/(\d+)%/.exec((await afterFast.textContent()) ?? '')?.[1]);
  expect(fastShare).toBeGreaterThan(0);
  expect(fastShare).toBeLessThan(90);
  await expect(designer.getByText('Lezione completata')).toHaveCount(0);

  await playFromStart(player, 1);
  await expect(designer.getByText(/Stai guardando a/)).toHaveCount(0);
  await expect(designer.getByText('Lezione completata')).toBeVisible({ timeout: 20_000 });
  // The last stretch may reach the server a report after the completion: at least the 90% that completed it.
  await expect(
    designer.getByText(
      /^Conteggiato finora: (9\d|100)% del video \(per completare la lezione serve almeno il 90%\)\.$/,
    ),
  ).toBeVisible();
  await expect(designer.getByText(/Modulo completato il \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await designer.goto('/training-module');
  await expect(designer.getByRole('article', { name: title })).toContainText('Completato');
});
