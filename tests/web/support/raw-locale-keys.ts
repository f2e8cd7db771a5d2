/** The top-level names of the public pages' locale keys (their files of locales/it). */
export const PUBLIC_LOCALE_NAMES = ['wizard', 'handoff', 'welcome', 'brand'] as const;

/**
 * Locale keys under `names` (`menu` for `menu.*`) that reached the screen as they are: in the text, or in a label, hint
 * or placeholder attribute. Self-contained, so an end-to-end test can run it in the page (`page.evaluate`).
 */
export function rawKeysOnScreen(names: readonly string[] = PUBLIC_LOCALE_NAMES): string[] {
  const key = new RegExp(`(?<![\\w@.-])(?:${names.join('|')})\\.[A-Za-z]+(?:\\.[A-Za-z0-9_]+)*`, 'g');
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.flatMap((text) => text.match(key) ?? []);
}
