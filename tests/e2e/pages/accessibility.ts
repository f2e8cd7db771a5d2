import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until no CSS transition or animation is running: a dialog or menu fading in or out is half transparent, and
 * axe-core would measure the colour contrast of its text mid-fade.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
            ).length,
      ),
    )
    .toBe(0);
}

/**
 * axe-core in the page, put there once per document: the single-page app keeps it across its screens, so a check costs
 * its run alone (some 60 ms a screen here, where a fresh copy of axe and a results page of its own each time took 600).
 */
async function axeInPage(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
}

/**
 * The serious and critical axe-core violations (WCAG 2.1 A and AA) of the screen as it is now, one line each with its
 * elements, prefixed by `screen`. `include` narrows the check to parts of the page (for example our screen's main
 * content and its dialogs, not the shell around it); by default the whole page.
 */
export async function seriousViolations(
  page: Page,
  screen: string,
  include: readonly string[] = [],
): Promise<string[]> {
  await transitionsEnded(page);
  await axeInPage(page);
  const violations = await page.evaluate(
    async ({ tags, parts }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const context = parts.length > 0 ? { include: parts.map((selector) => [selector]) } : document;
      const { violations } = await inPage.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map(({ id, impact, nodes }) => ({
        id,
        impact: impact ?? null,
        targets: nodes.map((node) => node.target.join(' ')),
      }));
    },
    { tags: WCAG_TAGS, parts: [...include] },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${screen}: ${violation.id} (${violation.impact ?? ''}) at ${violation.targets.join(', ')}`);
}

/**
 * No serious or critical violation in these parts of the screen: by default its main content and any open dialog, menu
 * or popover.
 */
export async function expectAccessible(
  page: Page,
  include: readonly string[] = ['main', '[role="dialog"]', '[role="presentation"]'],
): Promise<void> {
  expect(await seriousViolations(page, page.url(), include)).toEqual([]);
}
