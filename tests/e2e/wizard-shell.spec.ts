import { expect, test, type Browser, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

/** Where the brand bar's parts are drawn: the bar, its icon, the brand link and the header text. */
async function brandBarBoxes(page: Page): Promise<Box[]> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'HappyWay' })).toBeVisible();
  await expect(header.getByText('Stima energetica gratuita')).toBeVisible();
  return header.evaluate((bar) =>
    [bar, bar.querySelector('svg'), bar.querySelector('a'), bar.querySelector('p')].map((element) => {
      if (!element) throw new Error('a part of the brand bar is missing');
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

async function openWizard(browser: Browser, width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 }, javaScriptEnabled, locale: 'it-IT' });
  const page = await context.newPage();
  // A network's landing link: /wizard itself comes with its whole first step drawn (prerendered-pages.spec.ts).
  await page.goto('/wizard/rete/DEMO2026');
  return page;
}

for (const width of [375, 1280]) {
  test(`at ${String(width)} px the wizard's brand bar comes with the page and the app draws it in the same place, never moving it`, async ({
    browser,
  }) => {
    const withoutScript = await openWizard(browser, width, false);
    const shell = await brandBarBoxes(withoutScript);
    await withoutScript.context().close();

    const page = await openWizard(browser, width, true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const drawn = await brandBarBoxes(page);
    await expect(page.locator('.hw-shell')).toHaveCount(0);
    for (const [index, box] of drawn.entries()) {
      const before = shell[index];
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs((before?.[side] ?? Number.NaN) - box[side])).toBeLessThanOrEqual(1);
    }
    // The bar never moves (the network's banner, which comes later below it, is not the bar's to hold).
    const barShifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
          new PerformanceObserver((list) => {
            const ofBar = (list.getEntries() as Shift[]).filter((entry) =>
              entry.sources?.some(
                ({ node }) =>
                  node?.parentElement?.closest('header') || (node instanceof Element && node.closest('header')),
              ),
            );
            resolve(ofBar.reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => {
            resolve(0);
          }, 500);
        }),
    );
    expect(barShifts).toBe(0);
    await page.context().close();
  });
}
