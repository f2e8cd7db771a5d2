import AxeBuilder from '@axe-core/playwright';
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
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact ?? ''}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
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
