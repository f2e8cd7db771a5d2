import { describe, expect, it } from 'vitest';

const italian = import.meta.glob<unknown>('../../locales/it/*.json', { eager: true, import: 'default' });
const english = import.meta.glob<unknown>('../../locales/en/*.json', { eager: true, import: 'default' });
const fileOf = (path: string): string => path.split('/').pop() ?? path;
const byFile = (files: Record<string, unknown>): Map<string, unknown> => new Map(Object.entries(files).map(([path, messages]) => [fileOf(path), messages]));

/** Every text of a locale file by dotted key, with the `{{name}}` placeholders it fills, sorted. */
function placeholdersByKey(messages: unknown, prefix = ''): Record<string, string[]> {
  if (typeof messages === 'string') return { [prefix]: [...messages.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort() };
  if (typeof messages !== 'object' || messages === null) return { [prefix]: [] };
  const entries: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(messages)) Object.assign(entries, placeholdersByKey(value, prefix ? `${prefix}.${key}` : key));
  return entries;
}

describe('the locale files', () => {
  const it_ = byFile(italian);
  const en = byFile(english);

  it('come in the same files in Italian and English', () => {
    expect([...en.keys()].sort()).toEqual([...it_.keys()].sort());
    expect(it_.size).toBeGreaterThan(30);
  });

  // Italian is read with no fallback, and English loads only when chosen: each needs every key, with its placeholders.
  it.each([...it_.keys()].sort())('%s has the same keys and placeholders in both languages', (file) => {
    expect(placeholdersByKey(en.get(file))).toEqual(placeholdersByKey(it_.get(file)));
  });
});
