import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Demo-2026!';

/** The embedded issuer's login form, reached from the welcome page's "Accedi". */
export class IssuerLoginPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async openFromWelcome(): Promise<void> {
    await this.page.goto('/welcome');
    await this.page.getByRole('button', { name: 'Accedi' }).click();
    await expect(this.page.getByRole('heading', { name: 'Accedi alla rete' })).toBeVisible();
  }

  async submit(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Accedi' }).click();
  }

  /** Logs in through the real login page and waits to be back in the app, past /home. */
  async loginAs(email: string, password = demoPassword): Promise<void> {
    await this.openFromWelcome();
    await this.submit(email, password);
    await this.page.waitForURL((url) => !url.pathname.startsWith('/auth') && url.pathname !== '/home');
  }
}
