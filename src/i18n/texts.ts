import type { Messages } from './locale-bundle.ts';

/**
 * The one reading of the locale files, for the portal's translator and the public pages' texts alike: a dotted key
 * into the nested texts, `{{name}}` placeholders filled (an unknown one stays as written), and the plural forms
 * `<key>_zero`, `<key>_one`, `<key>_other`… chosen by `count` with the language's plural rules, as the files spell them.
 */

/** Values put in a text's `{{name}}` placeholders. */
export type TextValues = Readonly<Record<string, unknown>>;

/** The text at a dotted key, or undefined where there is none (or the key names a group of texts). */
export function lookUp(dictionary: Readonly<Record<string, Messages>>, key: string): string | undefined {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

const shown = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

export function interpolate(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(placeholder, (whole, name: string) => shown(values[name]) ?? whole);
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The text for `key`, or its plural form for `count`: `_zero` for none where the file has it ("Nessuna notifica"),
 * else the language's own form, else `_other`.
 */
export function lookUpCounted(dictionary: Readonly<Record<string, Messages>>, key: string, language: string, count: unknown): string | undefined {
  if (typeof count !== 'number') return lookUp(dictionary, key);
  const zero = count === 0 ? lookUp(dictionary, `${key}_zero`) : undefined;
  return zero ?? lookUp(dictionary, `${key}_${pluralCategory(language, count)}`) ?? lookUp(dictionary, `${key}_other`) ?? lookUp(dictionary, key);
}
