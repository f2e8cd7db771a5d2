import { describe, expect, it } from 'vitest';
import { italianElides } from '../../domain/format.ts';
import i18next, { type ResourceKey, type TOptions } from 'i18next';
import { addTextFormats } from '../../domain/text-formats.ts';
import { namespaceOf, portalI18nOptions } from '../../src/i18n/locale-files.ts';

const italian = import.meta.glob<ResourceKey>('../../locales/it/*.json', { eager: true, import: 'default' });
const english = import.meta.glob<ResourceKey>('../../locales/en/*.json', { eager: true, import: 'default' });

/** The portal's i18next over one language's files alone: a text that language lacks shows as its key. */
function translatorOf(language: string, files: Readonly<Record<string, ResourceKey>>) {
  const resources = Object.fromEntries(Object.entries(files).map(([path, messages]) => [namespaceOf(path), messages]));
  const i18n = i18next.createInstance();
  void i18n.init({
    ...portalI18nOptions,
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources },
    ns: Object.keys(resources),
  });
  addTextFormats(i18n);
  const t = i18n.t as (key: string, options: TOptions) => string;
  return {
    /** The text at `key` for this count, its placeholders left as written. */
    raw: (key: string, count: number | undefined) =>
      i18n.exists(key, { count }) ? t(key, { count, skipInterpolation: true }) : '',
    /** The text at `key` with these values. */
    filled: (key: string, values: Record<string, unknown>) => t(key, values),
  };
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** An article right before a number (`Il {{percent}}`): Italian drops its vowel before otto, undici, uno... */
const articleBeforeNumber = /\b(il|Il) \{\{(percent|count|value|number)(?:, \w+)?\}\}/;
/** A count followed by the word it counts (`{{count}} completamenti`): singular and plural differ. */
const countedWord = /\{\{count(?:, number)?\}\} [a-zàèéìòù]/i;

/** Every text of a file by dotted key. */
function textsOf(messages: unknown, prefix = ''): [string, string][] {
  if (typeof messages === 'string') return [[prefix, messages]];
  if (typeof messages !== 'object' || messages === null) return [];
  return Object.entries(messages).flatMap(([key, value]) => textsOf(value, prefix ? `${prefix}.${key}` : key));
}

/** What a formatted placeholder takes (`{{amount, money}}`): a number, or a moment for the formats of days. */
const valueOfFormat = (format: string): unknown =>
  ['money', 'euro', 'number'].includes(format) ? 1234.5 : '2026-03-05T12:00:00Z';

/** A value for every `{{name}}` of a text: a number for `count` (given), one its format takes, words for the rest. */
const valuesFor = (text: string, count: number): Record<string, unknown> =>
  Object.fromEntries(
    [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map(([, name = '', format]) => [
      name,
      name === 'count' ? count : format === undefined ? `«${name}»` : valueOfFormat(format),
    ]),
  );

describe.each([
  ['it', italian],
  ['en', english],
] as const)('the %s texts', (language, files) => {
  const all = Object.entries(files).flatMap(([path, messages]) => {
    const file = (path.split('/').pop() ?? path).replace(/\.json$/, '');
    return textsOf(messages).map(([key, text]) => [key === '' ? file : `${file}.${key}`, text] as const);
  });
  const texts = translatorOf(language, files);

  it('render every text, in every plural form, with each placeholder filled', () => {
    const unfilled: string[] = [];
    for (const [key] of all) {
      const base = key.replace(pluralSuffix, '');
      for (const count of [0, 1, 2, 5, 11, 21, 1000]) {
        const form = texts.raw(base, count);
        const shown = form === '' ? '' : texts.filled(base, { ...valuesFor(form, count), count });
        if (shown === '' || /\{\{/.test(shown)) unfilled.push(`${key} (${String(count)}): ${shown}`);
      }
    }
    expect(unfilled).toEqual([]);
  });

  it('give each plural text its "other" form, and say a counted word through plural keys', () => {
    const keys = new Set<string>(all.map(([key]) => key));
    const orphans = [...keys].filter((key) => pluralSuffix.test(key) && !keys.has(key.replace(pluralSuffix, '_other')));
    expect(orphans).toEqual([]);
    const countedByHand = all
      .filter(([key, text]) => countedWord.test(text) && !pluralSuffix.test(key))
      .map(([key]) => key);
    expect(countedByHand).toEqual([]);
  });

  it('pair each text with an article before a number with its elided twin, and show it for 8, 11 and 85', () => {
    const keys = new Set<string>(all.map(([key]) => key));
    const needing = all
      .filter(([key, text]) => language === 'it' && articleBeforeNumber.test(text) && !key.endsWith('_elided'))
      .map(([key]) => key);
    expect(needing.filter((key) => !keys.has(`${key}_elided`))).toEqual([]);
    for (const key of needing) {
      for (const percent of ['8%', '11%', '85%']) {
        expect(texts.filled(`${key}_elided`, { percent, value: percent, number: percent })).toMatch(/\b[Ll]'\d/);
      }
    }
  });
});

describe('the Italian elision before a number', () => {
  it.each([
    [1, true],
    [8, true],
    [11, true],
    [18, false],
    [80, true],
    [85, true],
    [1.5, true],
    [8000, true],
    [11_000, true],
    [1_000_000, true],
    [0, false],
    [2, false],
    [10, false],
    [60, false],
    [100, false],
    [111, false],
    [1000, false],
    [12_000, false],
  ])('%d elides: %s', (value, elides) => {
    expect(italianElides(value)).toBe(elides);
  });
});
