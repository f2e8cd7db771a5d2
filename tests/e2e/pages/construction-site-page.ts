import { expect, type Locator, type Page } from '@playwright/test';
import { buildingTitle } from '../../../domain/construction-site/catalogue.ts';
import { typeItalianDate } from './italian-date.ts';

/** A tiny PDF to upload as a document. */
export const samplePdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`),
});

/** The cantiere part of the bank-service page (/project-bt/:id/bt), by its labels. */
export class ConstructionSitePage {
  readonly page: Page;
  readonly site: Locator;

  constructor(page: Page) {
    this.page = page;
    this.site = page.getByRole('region', { name: 'Cantiere', exact: true });
  }

  /** Picks `option` in the MUI select labelled `label` inside `scope`. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async addBuilding(
    name: string,
    apeBefore: string,
    stair: { name: string; units: string; floors: string; area: string; year: string },
  ): Promise<void> {
    await this.site.getByRole('button', { name: 'Aggiungi edificio' }).click();
    const form = this.site.getByRole('form', { name: 'Aggiungi edificio' });
    await form.getByRole('textbox', { name: "Nome dell'edificio" }).fill(name);
    await this.choose(form, 'Classe APE ante operam', apeBefore);
    await form.getByRole('button', { name: 'Aggiungi', exact: true }).click();
    await expect(form).toHaveCount(0);
    const building = this.site.getByRole('region', { name: buildingTitle(name), exact: true });
    await expect(building).toBeVisible();
    await building.getByRole('button', { name: `Aggiungi scala a ${name}` }).click();
    const stairForm = building.getByRole('form', { name: `Nuova scala di ${name}` });
    await stairForm.getByRole('textbox', { name: 'Scala' }).fill(stair.name);
    await stairForm.getByRole('textbox', { name: 'Unità immobiliari' }).fill(stair.units);
    await stairForm.getByRole('textbox', { name: 'Piani' }).fill(stair.floors);
    await stairForm.getByRole('textbox', { name: 'Superficie riscaldata (m²)' }).fill(stair.area);
    await stairForm.getByRole('textbox', { name: 'Anno di costruzione' }).fill(stair.year);
    await stairForm.getByRole('button', { name: 'Aggiungi scala' }).click();
    await expect(stairForm).toHaveCount(0);
    await expect(building.getByRole('table', { name: `Scale di ${name}` })).toContainText(stair.name);
  }

  async addWork(building: string, description: string, amount: string): Promise<void> {
    await this.site.getByRole('button', { name: 'Aggiungi lavoro' }).click();
    const form = this.site.getByRole('form', { name: 'Aggiungi lavoro' });
    await this.choose(form, 'Edificio', building);
    await form.getByRole('textbox', { name: 'Importo' }).fill(amount);
    await form.getByRole('textbox', { name: 'Descrizione' }).fill(description);
    await form.getByRole('button', { name: 'Aggiungi lavoro' }).click();
    await expect(form).toHaveCount(0);
    await expect(this.site.getByRole('table', { name: 'Lavori per edificio e scala' })).toContainText(description);
  }

  /** Types a day (GG/MM/AAAA) into the Italian date picker labelled `label`, at a person's pace. */
  async typeDay(scope: Locator, label: string, day: string): Promise<void> {
    await typeItalianDate(this.page, scope, label, day.replace(/\//g, ''));
  }

  async upload(title: string, fileName: string): Promise<void> {
    const panel = this.site.getByRole('region', { name: title });
    await panel.getByLabel(`Scegli il file da caricare in ${title}`).setInputFiles(samplePdf(fileName));
    await expect(panel.getByRole('listitem').filter({ hasText: fileName })).toBeVisible();
  }

  stageChecks(stage: string): Locator {
    return this.site.getByRole('region', { name: `Verifiche: ${stage}` });
  }
}
