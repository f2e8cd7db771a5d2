/** Locale keys that reached the screen as they are: in the text, or in a label, hint or placeholder attribute. */
export function rawKeysOnScreen(): string[] {
  const key = /\b(?:wizard|handoff|welcome|brand)\.[A-Za-z]+(?:\.[A-Za-z]+)*/g;
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.flatMap((text) => text.match(key) ?? []);
}
