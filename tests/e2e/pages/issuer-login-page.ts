import { expect, type Cookie, type Page } from '@playwright/test';

export const demoPassword = 'Demo-2026!';

/**
 * The issuer's cookies of each login this worker made through the form, by e-mail and password: a later test of the
 * same person comes back to the issuer's session (keycloak-js's silent check), as a browser that logged in before does.
 */
const issuerSessions = new Map<string, Cookie[]>();

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

  /**
   * Logs in and waits to be back in the app, past /home: through the issuer's session of an earlier login of this
   * worker with the same e-mail and password while it lasts, otherwise (the first time, or once a logout, a suspension
   * or a password change ended it) through the real login page.
   */
  async loginAs(email: string, password = demoPassword): Promise<void> {
    const key = `${email}\n${password}`;
    const cookies = issuerSessions.get(key);
    if (cookies && (await this.resume(cookies))) return;
    issuerSessions.delete(key);
    await this.openFromWelcome();
    await this.submit(email, password);
    await this.page.waitForURL((url) => !url.pathname.startsWith('/auth') && url.pathname !== '/home');
    issuerSessions.set(key, await this.page.context().cookies());
  }

  /** Opens /home with an earlier login's issuer cookies: whether the issuer still knew the session. */
  private async resume(cookies: Cookie[]): Promise<boolean> {
    await this.page.context().addCookies(cookies);
    await this.page.goto('/home');
    await this.page.waitForURL((url) => url.pathname !== '/home');
    if (!new URL(this.page.url()).pathname.startsWith('/welcome')) return true;
    await this.page.context().clearCookies();
    return false;
  }
}
