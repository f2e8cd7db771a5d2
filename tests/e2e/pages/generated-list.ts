import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Searches a generated list and waits until the URL carries the search: refine syncs the filters into the URL a moment
 * after the debounced search applies them, and a row clicked before that sync would be navigated back to the list.
 */
export async function searchGeneratedList(page: Page, text: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(text);
  const firstWord = text.split(' ')[0] ?? text;
  await expect(page).toHaveURL(new RegExp(`filters\\[\\d\\]\\[value\\]=${firstWord}`));
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row.first()).toBeVisible();
  return row;
}
