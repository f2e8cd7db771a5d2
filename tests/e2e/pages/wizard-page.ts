import { expect, type Page } from '@playwright/test';

export type Home = {
  windowType: string;
  heater: string;
};

/** A text field by its exact label (its hint and unit are not part of the name). */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The standard 1970s flat's glazing and heater: single glazing, a standard gas boiler. */
export const stdFlat: Home = { windowType: 'Vetro singolo', heater: 'Caldaia a gas tradizionale' };

/** The wizard's steps as a visitor goes through them, by roles and labels. */
export class WizardPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Avanti' }).click();
  }

  /** The wizard, or a network's landing link (`/wizard/rete/<CODE>`). */
  async open(path = '/wizard'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading('Che tipo di immobile è?')).toBeVisible();
  }

  /**
   * A 1970s flat of 80 m² on the 2nd of 6 floors, 4 rooms, 1 bathroom, 6 windows and 2 French windows, lift and
   * balconies.
   */
  async answerFlatUpToAddress(home: Home): Promise<void> {
    const { page } = this;
    await page.getByRole('radio', { name: 'Appartamento' }).check();
    await this.next();
    await expect(this.heading('Quanto è grande e quando è stata costruita?')).toBeVisible();
    await textbox(page, 'Superficie').fill('80');
    await textbox(page, 'Anno di costruzione').fill('1972');
    await this.next();
    await expect(this.heading('A che piano si trova?')).toBeVisible();
    await textbox(page, "Piano dell'appartamento").fill('2');
    await textbox(page, "Piani dell'edificio").fill('6');
    await this.next();
    await textbox(page, 'Locali').fill('4');
    await textbox(page, 'Bagni').fill('1');
    await this.next();
    await textbox(page, 'Finestre').fill('6');
    await textbox(page, 'Portefinestre').fill('2');
    await page.getByRole('radio', { name: home.windowType, exact: true }).check();
    await this.next();
    await expect(this.heading('Come si scalda la casa?')).toBeVisible();
    await page.getByRole('radio', { name: 'Autonomo' }).check();
    await page
      .getByRole('radiogroup', { name: 'Impianto di riscaldamento' })
      .getByRole('radio', { name: home.heater })
      .check();
    await expect(page.getByRole('radio', { name: 'Dallo stesso impianto del riscaldamento' })).toBeChecked();
    await this.next();
    await page.getByRole('switch', { name: 'Ascensore' }).check();
    await page.getByRole('switch', { name: 'Balconi o terrazzi' }).check();
    await this.next();
    await expect(this.heading('Quanto spendi in bollette?')).toBeVisible();
    await this.next();
    await expect(this.heading('Dove si trova?')).toBeVisible();
  }

  async chooseComune(typed: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Comune' }).fill(typed);
    await this.page.getByRole('option', { name: option }).click();
  }

  async answerTorinoAddress(): Promise<void> {
    await expect(textbox(this.page, 'Nazione')).toHaveValue('Italia');
    await this.chooseComune('tori', 'Torino (TO)');
    await textbox(this.page, 'Via').fill('Via Roma');
    await textbox(this.page, 'Numero civico').fill('10');
    await textbox(this.page, 'CAP').fill('10121');
  }

  async calculate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Calcola la stima' }).click();
  }

  /** The class shown in the results heading ("La tua casa è in classe F"). */
  async resultClass(): Promise<string> {
    const heading = this.heading(/^La tua casa è in classe [A-G]$/);
    await expect(heading).toBeVisible();
    return ((await heading.textContent()) ?? '').slice(-1);
  }
}
