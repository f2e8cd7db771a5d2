import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * A text with markup: each `<name>…</name>` in it is drawn by `components[name]` with the enclosed words as its
 * children (for example a link inside a sentence); unknown tags stay as text.
 */
export function RichText({ text, components }: { text: string; components: Readonly<Record<string, ReactElement>> }) {
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [whole, name = '', inner = ''] = match;
    const component = components[name];
    parts.push(text.slice(last, match.index));
    parts.push(component ? cloneElement(component, { key: match.index }, inner) : whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
