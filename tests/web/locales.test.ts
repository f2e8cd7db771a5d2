import { describe, expect, it } from 'vitest';
import { homeItalianFiles } from '../../src/i18n/home-italian-files.ts';

const italian = import.meta.glob<unknown>('../../locales/it/*.json', { eager: true, import: 'default' });
const english = import.meta.glob<unknown>('../../locales/en/*.json', { eager: true, import: 'default' });
const fileOf = (path: string): string => path.split('/').pop() ?? path;
const byFile = (files: Record<string, unknown>): Map<string, unknown> =>
  new Map(Object.entries(files).map(([path, messages]) => [fileOf(path), messages]));

/** Every text of a locale file by dotted key, with the `{{name}}` placeholders it fills, sorted. */
function placeholdersByKey(messages: unknown, prefix = ''): Record<string, string[]> {
  if (typeof messages === 'string')
    return { [prefix]: [...messages.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort() };
  if (typeof messages !== 'object' || messages === null) return { [prefix]: [] };
  const entries: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(messages))
    Object.assign(entries, placeholdersByKey(value, prefix ? `${prefix}.${key}` : key));
  return entries;
}

/** The public pages' own files: those pages speak Italian only (src/i18n/public-texts.tsx). */
const ITALIAN_ONLY = ['handoff.json', 'welcome.json', 'wizard.json'];

describe('the locale files', () => {
  const it_ = byFile(italian);
  const en = byFile(english);
  const portalFiles = [...it_.keys()].filter((file) => !ITALIAN_ONLY.includes(file)).sort();

  it("come in the same files in Italian and English, but for the public pages' Italian-only ones", () => {
    expect([...en.keys()].sort()).toEqual(portalFiles);
    expect(ITALIAN_ONLY.every((file) => it_.has(file))).toBe(true);
    expect(it_.size).toBeGreaterThan(30);
  });

  it("loads the portal's homes at first, each of their files a portal file", () => {
    const first = Object.keys(homeItalianFiles).map(fileOf);
    expect(portalFiles).toEqual(expect.arrayContaining(first));
    expect(first).toEqual(
      expect.arrayContaining(['menu.json', 'shell.json', 'dashboard.json', 'buttons.json', 'notifications.json']),
    );
  });

  // Italian is read with no fallback, and English loads only when chosen: each needs every key, with its placeholders.
  it.each(portalFiles)('%s has the same keys and placeholders in both languages', (file) => {
    expect(placeholdersByKey(en.get(file))).toEqual(placeholdersByKey(it_.get(file)));
  });
});
