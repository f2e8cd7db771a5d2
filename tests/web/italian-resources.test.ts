import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { italianNamespaces, italianResourcesSource } from '../../scripts/generate-italian-resources.ts';

describe('the types of the Italian locale files', () => {
  it('name every file of locales/it/ (run npm run generate after adding one)', () => {
    const written = readFileSync(new URL('../../src/i18n/italian-resources.ts', import.meta.url), 'utf8');
    expect(written).toBe(italianResourcesSource(italianNamespaces()));
  });

  it('give each file a namespace named as the file, quoted where the name is not an identifier', () => {
    const source = italianResourcesSource(['carbon-foot-print', 'news']);
    expect(source).toContain("import type carbonFootPrint from '../../locales/it/carbon-foot-print.json';");
    expect(source).toContain("  'carbon-foot-print': typeof carbonFootPrint;");
    expect(source).toContain('  news: typeof news;');
  });
});
