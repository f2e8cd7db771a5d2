import { readFileSync } from 'node:fs';

/** The Italian texts of the report: the same locale file as the screens (locales/it/carbon-foot-print.json). */
type Texts = { [key: string]: string | Texts };

const texts = JSON.parse(readFileSync(new URL('../../../locales/it/carbon-foot-print.json', import.meta.url), 'utf8')) as Texts;

/** The text at a dotted key with its `{{placeholders}}` filled; a missing key is a programming error. */
export function label(key: string, values: Record<string, string> = {}): string {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing label carbon-foot-print.${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
