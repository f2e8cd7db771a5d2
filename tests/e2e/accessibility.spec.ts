import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './pages/accessibility.ts';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';
import { stdFlat, WizardPage } from './pages/wizard-page.ts';
import { rawKeysOnScreen } from '../web/support/raw-locale-keys.ts';

/** Every demo role of the README's table that has the portal's menu. */
const roles = [
  'hubhead@demo.example',
  'designer@demo.example',
  'specialist@demo.example',
  'backoffice@demo.example',
  'localmanager@demo.example',
  'finaluser@demo.example',
  'backofficeadmin@demo.example',
];

/** The top-level names of the portal's locale keys: one per file of locales/it (`menu.json` → `menu.*`). */
const localeNames = readdirSync(new URL('../../locales/it', import.meta.url)).map((file) =>
  file.replace(/\.json$/, ''),
);

/** Locale keys that reached the screen untranslated, one line each prefixed by `screen`. */
async function rawKeys(page: Page, screen: string): Promise<string[]> {
  const found = await page.evaluate(rawKeysOnScreen, localeNames);
  return found.map((key) => `${screen}: raw locale key ${key}`);
}

/**
 * Waits until the screen has drawn its data: its heading shows and no loading indicator is left (not "network idle":
 * the notification bell keeps its live stream open).
 */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A list says it is searching until its first page arrives.
  await expect(page.getByRole('status').filter({ hasText: 'Ricerca dei risultati…' })).toHaveCount(0);
  // Twice, a moment apart: a list's grid can show no loading bar yet no rows for a moment around its first request,
  // and axe wants rows in a grid.
  for (const pause of [0, 400]) {
    await page.waitForTimeout(pause);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Caricamento in corso' })).toHaveCount(0);
  }
}

/** The two widths every screen is checked at: the default desktop window and a phone. */
const WIDE = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 740 };

test('the public pages have no serious or critical accessibility violation', async ({ page }) => {
  const found: string[] = [];
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto in HappyWay' })).toBeVisible();
  found.push(...(await seriousViolations(page, '/welcome')));
  await page.goto('/wizard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  found.push(...(await seriousViolations(page, '/wizard')));
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/verifica-attestato');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await seriousViolations(page, `/verifica-attestato at ${String(size.width)} px`)));
    await page.goto('/registrazione/designer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await seriousViolations(page, `/registrazione/designer at ${String(size.width)} px`)));
  }
  await page.setViewportSize(WIDE);
  await new IssuerLoginPage(page).openFromWelcome();
  found.push(...(await seriousViolations(page, 'login page')));
  expect(found, found.join('\n')).toEqual([]);
});

test("the wizard's results, with the assumptions and the method open, at 1280 and at 375 px, have no serious or critical accessibility violation", async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  await page.setViewportSize(WIDE);
  await wizard.open();
  await wizard.answerFlatUpToAddress(stdFlat);
  await wizard.answerTorinoAddress();
  await wizard.calculate();
  await wizard.resultClass();
  await page.getByRole('button', { name: 'Le ipotesi della stima (puoi cambiarle)' }).click();
  await page.getByRole('button', { name: 'Come stimiamo' }).click();
  const found: string[] = [];
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    found.push(...(await seriousViolations(page, `/wizard results at ${String(size.width)} px`)));
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('a list whose page is on its way keeps a grid of rows only, and says it is searching', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await settled(page);
  // A slow answer, as on a busy server: the list shows its loading bar meanwhile.
  await page.route('**/api/**/apartmenttype**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.getByRole('navigation').first().getByRole('link', { name: 'Tipologie di appartamento' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ricerca dei risultati…' })).toBeVisible();
  await expect(page.locator('[role="grid"] .MuiLinearProgress-root')).toBeVisible();
  expect(await seriousViolations(page, '/apartment-types while loading', ['[role="grid"]'])).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: /^Risultati trovati: \d+$/ })).toBeVisible();
});

for (const email of roles) {
  test(`every menu screen of ${email}, at 1280 and at 375 px, has no serious or critical accessibility violation and no untranslated text`, async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await new IssuerLoginPage(page).loginAs(email);
    await settled(page);
    const menu = page.getByRole('navigation').first();
    // The menu as the app draws it for this role, so screens added later are covered too.
    const paths = [
      ...new Set(
        await menu
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
      ),
    ];
    expect(paths.length).toBeGreaterThan(0);
    // Back office has some twenty screens: each gets its own share of time, for both widths.
    test.setTimeout(60_000 + paths.length * 15_000);
    const found: string[] = [];
    for (const path of paths) {
      await menu.locator(`a[href="${path}"]`).first().click();
      await settled(page);
      found.push(...(await seriousViolations(page, path)), ...(await rawKeys(page, path)));
      // The same screen on a phone (its menu folded into the header's button), then back to the wide menu.
      await page.setViewportSize(PHONE);
      await settled(page);
      found.push(...(await seriousViolations(page, `${path} at 375 px`)));
      await page.setViewportSize(WIDE);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
