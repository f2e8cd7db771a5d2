import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../server/support/pdf-text.ts';
import { expectAccessible } from './pages/accessibility.ts';
import { ConstructionSitePage } from './pages/construction-site-page.ts';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

const project = 'Validazione tecnica mutuo - Condominio Via Manzoni 8';
const SITE = 'section[aria-labelledby="construction-site-title"]';

/** Yesterday in Rome as GG/MM/AAAA: after the demo site's start, not in the future. */
const yesterday = () =>
  new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date(Date.now() - 86_400_000));

async function downloadReport(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica il rapporto PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('validazione-tecnica-97123456010.pdf');
  return pdfText(readFileSync(await download.path()));
}

test.describe.serial('the construction site of the bank-service project', () => {
  test('a designer adds two buildings with stairs, a SAL and the documents, sees the checks turn green and downloads the report', async ({
    page,
  }) => {
    // About forty writes through the screens: more than the default minute on a shared machine.
    test.setTimeout(240_000);
    await new IssuerLoginPage(page).loginAs('designer@demo.example');
    await page.getByRole('link', { name: 'Servizio bancario' }).click();
    await page.getByRole('link', { name: project }).click();
    await expect(page).toHaveURL(/\/project-bt\/[0-9a-f-]+\/bt$/);
    const site = new ConstructionSitePage(page);
    await expect(site.site.getByRole('heading', { name: 'Condominio Via Manzoni 8' })).toBeVisible();
    await expect(site.site.getByRole('region', { name: 'Edificio A', exact: true })).toContainText('Scala A');
    await expect(site.stageChecks('Ante operam')).toContainText('Non superata');
    await expect(site.stageChecks('Ante operam')).toContainText('Manca il documento «APE ante operam»');
    await expectAccessible(page, [SITE]);

    await site.addBuilding('Edificio B', 'G', {
      name: 'Scala B1',
      units: '8',
      floors: '4',
      area: '1200,5',
      year: '1975',
    });
    await expect(site.site.getByRole('table', { name: 'Scale di Edificio B' })).toContainText('1.200,5 m²');
    await site.addBuilding('Edificio C', 'F', { name: 'Scala C1', units: '6', floors: '3', area: '420', year: '1982' });
    await expect(site.stageChecks('Ante operam')).toContainText("Nessun lavoro con importo indicato per l'Edificio B");
    await site.addWork('Edificio B', 'Sostituzione infissi scala B1', '45.000,50');
    await site.addWork('Edificio C', 'Cappotto edificio C', '30.000');
    await expect(site.site.getByRole('table', { name: 'Lavori per edificio e scala' })).toContainText('255.000,50');

    await site.site.getByRole('button', { name: 'Aggiungi SAL' }).click();
    const salForm = site.site.getByRole('form', { name: 'Aggiungi SAL' });
    // Years before the site opened, then beyond the works (156%): the form says why at entry and keeps the SAL out.
    await site.typeDay(salForm, 'Data del SAL', '01/03/2019');
    await salForm.getByRole('textbox', { name: 'Importo del SAL' }).fill('400.000');
    await salForm.getByRole('button', { name: 'Registra il SAL' }).click();
    await expect(salForm).toContainText("La data del SAL precede l'inizio lavori");
    await expect(salForm).toContainText(
      "L'importo cumulato dei SAL (400.000,00 €) supera l'importo dei lavori (255.000,50 €)",
    );
    await site.typeDay(salForm, 'Data del SAL', yesterday());
    await salForm.getByRole('textbox', { name: 'Importo del SAL' }).fill('100.000,25');
    await salForm.getByRole('button', { name: 'Registra il SAL' }).click();
    await expect(salForm).toHaveCount(0);
    const sal = site.site.getByRole('region', { name: 'SAL 1', exact: true });
    await expect(sal).toContainText(`${yesterday()} · 100.000,25`);
    await expect(sal).toContainText('Registrato da Marco Rossi');
    await expect(site.stageChecks('SAL 1')).toContainText('Manca il documento «Documentazione fotografica»');

    await site.upload('APE ante operam · Ante operam', 'APE ante operam.pdf');
    await site.upload('Relazione tecnica di progetto · Ante operam', 'Relazione tecnica.pdf');
    await site.upload('Documentazione fotografica · Ante operam', 'Foto facciate.pdf');
    await site.upload('Relazione sullo stato di avanzamento · SAL 1', 'Relazione SAL 1.pdf');
    await site.upload('Documentazione fotografica · SAL 1', 'Foto SAL 1.pdf');
    await expect(site.stageChecks('Ante operam').getByText('Superata', { exact: true })).toBeVisible();
    await expect(site.stageChecks('SAL 1').getByText('Superata', { exact: true })).toBeVisible();
    await expect(site.stageChecks('Fine lavori').getByText('Non superata', { exact: true })).toBeVisible();
    const energy = site.site.getByRole('table', { name: 'Classi energetiche' });
    await expect(energy.getByRole('row', { name: /Edificio B G [A-G] — [A-G]/ })).toBeVisible();

    const text = await downloadReport(page);
    expect(text).not.toContain('Edificio «Edificio');
    for (const expected of [
      'Rapporto di validazione tecnica',
      'Edificio B',
      'Edificio C',
      'Scala C1',
      '1.200,5 m²',
      'Ante operam: superata',
      'SAL 1: superata',
      'Fine lavori: non superata',
      'Documento APE ante operam: APE ante operam.pdf (caricato il',
      'Totale lavori: 255.000,50 €',
    ]) {
      expect(text).toContain(expected);
    }
    await expectAccessible(page, [SITE]);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(site.stageChecks('SAL 1')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, [SITE]);
  });

  test('the designer opens the "Perizia integrativa" from the bank service: a validation of its own, that leads to its main project', async ({
    page,
  }) => {
    await new IssuerLoginPage(page).loginAs('designer@demo.example');
    await page.getByRole('link', { name: 'Servizio bancario' }).click();
    const validation = 'Perizia integrativa - Condominio Via Manzoni 8';
    await page.getByRole('link', { name: validation }).click();
    await expect(page.getByRole('heading', { level: 1, name: validation })).toBeVisible();
    const validations = page.getByRole('navigation', { name: 'Validazioni' });
    await expect(validations.getByRole('link', { name: new RegExp(`^${validation}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(validations.getByText('Nessuna validazione collegata')).toBeHidden();
    await expectAccessible(page);
    await validations.getByRole('link', { name: 'Progetto principale' }).click();
    await expect(page).toHaveURL(/\/project-bt\/[0-9a-f-]+\/bt\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: project })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: validation })).toBeVisible();
  });

  test("the network's hub head opens the same project from the network's projects and downloads its report", async ({
    page,
  }) => {
    await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
    await page.getByRole('link', { name: 'Progetti della rete' }).click();
    await page.getByRole('searchbox', { name: 'Cerca' }).fill('Validazione tecnica mutuo');
    await expect(page).toHaveURL(/filters\[\d\]\[value\]=Validazione/);
    await page.getByRole('link', { name: project }).click();
    await page.getByRole('link', { name: /servizio bancario/i }).click();
    await expect(page).toHaveURL(/\/project-bt\/[0-9a-f-]+\/bt$/);
    const site = new ConstructionSitePage(page);
    await expect(site.stageChecks('SAL 1').getByText('Superata', { exact: true })).toBeVisible();
    const text = await downloadReport(page);
    expect(text).toContain('Condominio Via Manzoni 8');
    expect(text).toContain('SAL 1: superata');
    await page.goto('/condominiums');
    await expect(page.getByRole('heading', { level: 1, name: 'Condomini' })).toBeVisible();
    await page.getByRole('link', { name: 'Visualizza: Condominio Via Manzoni 8' }).click();
    await expect(page.getByRole('region', { name: 'Edificio C', exact: true })).toContainText('Scala C1');
    await expectAccessible(page, ['main']);
  });
});
