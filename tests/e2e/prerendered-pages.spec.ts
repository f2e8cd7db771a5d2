import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

type Box = { x: number; y: number; width: number; height: number };

/**
 * A public page the server sends drawn: its text, seen at once, and what works only with the app, seen once it runs.
 */
interface DrawnPage {
  name: string;
  path: string;
  heading: string;
  text: (page: Page) => Locator[];
  controls: (page: Page) => Locator[];
}

const drawnPages: DrawnPage[] = [
  {
    name: 'the welcome page',
    path: '/welcome',
    heading: 'Benvenuto in HappyWay',
    text: (page) => [page.getByText("L'accesso è riservato ai professionisti che aderiscono formalmente alla rete.")],
    controls: (page) =>
      ['Accedi', 'Crea un account'].map((name) => page.getByRole('button', { name, includeHidden: true })),
  },
  {
    name: "the wizard's first step",
    path: '/wizard',
    heading: 'Che tipo di immobile è?',
    text: (page) => [page.getByText('Passo 1 di 9'), page.getByRole('link', { name: 'HappyWay' })],
    controls: (page) => [
      page.getByRole('radio', { name: 'Appartamento', includeHidden: true }),
      page.getByRole('button', { name: 'Avanti', includeHidden: true }),
    ],
  },
];

/** The page, the heading it came with marked (`data-sent`) as the document is parsed, before the app draws. */
async function open(browser: Browser, path: string, width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 }, javaScriptEnabled, locale: 'it-IT' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('h1')?.setAttribute('data-sent', '');
    });
  });
  await page.goto(path);
  return page;
}

/**
 * Where the page's first screen is drawn; its controls are seen only once the app drives them, their place kept before.
 */
async function firstScreenBoxes(page: Page, drawn: DrawnPage, controlsSeen: boolean): Promise<Box[]> {
  const text = [page.getByRole('heading', { level: 1, name: drawn.heading }), ...drawn.text(page)];
  const controls = drawn.controls(page);
  for (const part of text) await expect(part).toBeVisible();
  for (const control of controls) await (controlsSeen ? expect(control).toBeVisible() : expect(control).toBeHidden());
  const boxes: Box[] = [];
  for (const part of [...text, ...controls]) {
    const box = await part.boundingBox();
    if (!box) throw new Error(`a part of ${drawn.name} has no box`);
    boxes.push(box);
  }
  return boxes;
}

const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .reduce((sum, entry) => sum + ((entry as PerformanceEntry & { value?: number }).value ?? 0), 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          resolve(0);
        }, 500);
      }),
  );

for (const drawn of drawnPages) {
  for (const width of [375, 1280]) {
    test(`at ${String(width)} px ${drawn.name} comes drawn with the page, and the app adopts it in the same place with no layout shift`, async ({
      browser,
    }) => {
      const withoutScript = await open(browser, drawn.path, width, false);
      const sent = await firstScreenBoxes(withoutScript, drawn, false);
      await withoutScript.context().close();

      const page = await open(browser, drawn.path, width, true);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // The app has taken over the elements the page came with (hydrated, not drawn again), without a mismatch.
      await expect(page.locator('html[data-app-drawn]')).toBeAttached();
      await expect(page.locator('h1[data-sent]')).toBeVisible();
      const boxes = await firstScreenBoxes(page, drawn, true);
      expect(errors).toEqual([]);
      for (const [index, box] of boxes.entries()) {
        const before = sent[index];
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs((before?.[side] ?? Number.NaN) - box[side])).toBeLessThanOrEqual(1);
      }
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await page.context().close();
    });
  }
}

test('the welcome page drawn by the server answers its buttons once the app has taken it over', async ({ browser }) => {
  const page = await open(browser, '/welcome', 375, true);
  await page.getByRole('button', { name: 'Crea un account' }).click();
  await expect(page).toHaveURL(/\/registrazione\/designer$/);
  await page.context().close();
});

/** Records, as the document is parsed, whether the page's drawn part (`selector`) is seen. */
async function recordDrawnVisibility(page: Page, selector: string): Promise<void> {
  await page.addInitScript((drawn) => {
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.querySelector(drawn);
      document.documentElement.dataset.drawnSeen = element ? getComputedStyle(element).visibility : 'absent';
    });
  }, selector);
}

test('a browser that signed in before opens / on its home and never shows the welcome page the server sent drawn', async ({
  page,
}) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await recordDrawnVisibility(page, '.hw-prerendered');
  await page.goto('/');
  await expect(page).toHaveURL(/\/designer-dashboard(\?|$)/);
  await expect(page.locator('html')).toHaveAttribute('data-drawn-seen', 'hidden');
  await expect(page.getByRole('heading', { name: 'Benvenuto in HappyWay' })).toHaveCount(0);
});

test('a tab that reloads the wizard on a later step never shows the first step the server sent drawn', async ({
  page,
}) => {
  await page.goto('/wizard');
  await page.getByRole('radio', { name: 'Appartamento' }).check();
  await page.getByRole('button', { name: 'Avanti' }).click();
  const second = page.getByRole('heading', { level: 1 });
  await expect(second).not.toHaveText('Che tipo di immobile è?');
  const secondTitle = await second.textContent();
  await recordDrawnVisibility(page, '.hw-prerendered main');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondTitle ?? '');
  await expect(page.locator('html')).toHaveAttribute('data-drawn-seen', 'hidden');
});

test('a first visit to the wizard shows the first step the server sent drawn, and it answers once taken over', async ({
  page,
}) => {
  await recordDrawnVisibility(page, '.hw-prerendered main');
  await page.goto('/wizard');
  await expect(page.locator('html')).toHaveAttribute('data-drawn-seen', 'visible');
  await expect(page.getByRole('heading', { level: 1, name: 'Che tipo di immobile è?' })).toBeVisible();
  // Taken over, the drawn step answers: its choice and its button lead to the second step.
  await page.getByRole('radio', { name: 'Appartamento' }).check();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Quanto è grande e quando è stata costruita?' }),
  ).toBeVisible();
});
