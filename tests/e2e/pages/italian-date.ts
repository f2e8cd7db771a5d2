import type { Locator, Page } from '@playwright/test';

/** A quick typist's pace: a key every 60 ms, never the machine's burst of eight keys in one frame. */
const KEY_DELAY_MS = 60;

/**
 * Types a day into an Italian date picker (GG/MM/AAAA) as a person does, digits only: `15031985` is 15 March 1985.
 * `scope` is the page or the form holding the picker, found by its label.
 */
export async function typeItalianDate(
  page: Page,
  scope: Page | Locator,
  label: string | RegExp,
  digits: string,
): Promise<void> {
  const group = scope.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits, { delay: KEY_DELAY_MS });
}
