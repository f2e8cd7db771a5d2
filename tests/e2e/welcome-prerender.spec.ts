import { expect, test, type Browser, type Page } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

type Box = { x: number; y: number; width: number; height: number };

/** The welcome page, the heading it came with marked (`data-sent`) as the document is parsed, before the app draws. */
async function openWelcome(browser: Browser, width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 }, javaScriptEnabled, locale: 'it-IT' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => { document.querySelector('h1')?.setAttribute('data-sent', ''); });
  });
  await page.goto('/welcome');
  return page;
}

/**
 * Where the welcome page's first screen is drawn: its heading, its two buttons and the notice under them. The buttons
 * are seen only once the app drives them (`buttonsSeen`); before, their place is kept.
 */
async function firstScreenBoxes(page: Page, buttonsSeen: boolean): Promise<Box[]> {
  const text = [
    page.getByRole('heading', { level: 1, name: 'Benvenuto in HappyWay' }),
    page.getByText("L'accesso è riservato ai professionisti che aderiscono formalmente alla rete."),
  ];
  const buttons = ['Accedi', 'Crea un account'].map((name) => page.getByRole('button', { name, includeHidden: true }));
  for (const part of text) await expect(part).toBeVisible();
  for (const button of buttons) await (buttonsSeen ? expect(button).toBeVisible() : expect(button).toBeHidden());
  const boxes: Box[] = [];
  for (const part of [...text, ...buttons]) {
    const box = await part.boundingBox();
    if (!box) throw new Error('a part of the welcome page has no box');
    boxes.push(box);
  }
  return boxes;
}

for (const width of [375, 1280]) {
  test(`at ${String(width)} px the welcome page comes drawn with the page, and the app takes it over in the same place with no layout shift`, async ({ browser }) => {
    const withoutScript = await openWelcome(browser, width, false);
    const prerendered = await firstScreenBoxes(withoutScript, false);
    await withoutScript.context().close();

    const page = await openWelcome(browser, width, true);
    // The app has drawn its own heading in place of the one the page came with.
    await expect(page.locator('h1:not([data-sent])')).toBeVisible();
    await expect(page.locator('h1[data-sent]')).toHaveCount(0);
    const drawn = await firstScreenBoxes(page, true);
    for (const [index, box] of drawn.entries()) {
      const before = prerendered[index];
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((before?.[side] ?? Number.NaN) - box[side])).toBeLessThanOrEqual(1);
    }
    const shift = await page.evaluate(() => new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        resolve(list.getEntries().reduce((sum, entry) => sum + ((entry as PerformanceEntry & { value?: number }).value ?? 0), 0));
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => { resolve(0); }, 500);
    }));
    expect(shift).toBeLessThan(0.01);
    await page.getByRole('button', { name: 'Crea un account' }).click();
    await expect(page).toHaveURL(/\/registrazione\/designer$/);
    await page.context().close();
  });
}

test('a browser that signed in before opens / on its home and never shows the welcome page the server sent drawn', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const sent = document.querySelector('.hw-prerendered');
      document.documentElement.dataset.sentWelcome = sent ? getComputedStyle(sent).display : 'absent';
    });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/designer-dashboard(\?|$)/);
  await expect(page.locator('html')).toHaveAttribute('data-sent-welcome', 'none');
  await expect(page.getByRole('heading', { name: 'Benvenuto in HappyWay' })).toHaveCount(0);
});
