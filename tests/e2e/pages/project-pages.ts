import { expect, type Locator, type Page } from '@playwright/test';
import { searchGeneratedList } from './generated-list.ts';

/** A small PDF made on the spot: header, one empty object, trailer. */
export function tinyPdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** The generated /projects list: search, then open a project by its row's 'Visualizza' action. */
export class ProjectsListPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Progetti', exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Progetti' })).toBeVisible();
  }

  /**
   * Searches and waits until the list (and its URL) carry the search, so a click then is not undone by the URL sync.
   */
  search(text: string): Promise<Locator> {
    return searchGeneratedList(this.page, text);
  }

  async openProject(name: string): Promise<ProjectDetailPage> {
    const row = await this.search(name);
    await row
      .first()
      .getByRole('link', { name: `Visualizza: ${name}` })
      .click();
    const detail = new ProjectDetailPage(this.page);
    await detail.expectTitle(name);
    return detail;
  }
}

/** A project's detail page. */
export class ProjectDetailPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async expectTitle(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  panel(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  async upload(panelTitle: string, name: string, bytes: Buffer): Promise<void> {
    await this.page
      .getByLabel(`Scegli il file da caricare in ${panelTitle}`)
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  }

  statusChip(): Locator {
    return this.page
      .getByRole('heading', { level: 1 })
      .locator('xpath=..')
      .getByText(/^(Bozza|Inviato|In corso|Completato|Verificato|Annullato)$/);
  }
}
