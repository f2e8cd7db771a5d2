import { expect, type Page } from '@playwright/test';
import { textbox } from './wizard-page.ts';

export type Contact = { firstName: string; lastName: string; email: string; phone: string };

/** The results page's handoff to a Local Manager, by its labels. */
export class HandoffForm {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  section() {
    return this.page.getByRole('region', { name: 'Vuoi essere ricontattato da un esperto?' });
  }

  privacyConsent() {
    return this.page.getByRole('checkbox', { name: /Ho letto l'informativa sulla privacy/ });
  }

  async fill(contact: Contact): Promise<void> {
    await textbox(this.page, 'Nome').fill(contact.firstName);
    await textbox(this.page, 'Cognome').fill(contact.lastName);
    await textbox(this.page, 'Email').fill(contact.email);
    await textbox(this.page, 'Telefono').fill(contact.phone);
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: 'Voglio essere ricontattato' }).click();
  }

  async leave(contact: Contact): Promise<void> {
    await expect(this.section()).toBeVisible();
    await this.fill(contact);
    await this.privacyConsent().check();
    await this.send();
    await expect(this.page.getByText(`Grazie, ${contact.firstName}!`)).toBeVisible();
  }
}
