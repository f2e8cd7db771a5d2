/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Static value imports and re-exports of a module (`import type` and `export type` are erased; `import()` loads later). */
const staticSpecifiers = (source: string): string[] =>
  [...source.matchAll(/^(?:import|export)(?!\s+type\b)(?:[^'";]*?\sfrom)?\s*'([^']+)'/gm)].map((match) => match[1] ?? '');

const packageOf = (specifier: string): string => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** What loads with an entry before anything it imports lazily: its own modules and the packages they name. */
function firstLoadOf(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) packages.add(packageOf(specifier));
      else if (!specifier.endsWith('.json')) {
        const target = join(dirname(file), specifier);
        if (!existsSync(target)) throw new Error(`${relative(root, file)} imports ${specifier}, which is not a file`);
        visit(target);
      }
    }
  };
  visit(join(root, entry));
  return { modules, packages };
}

const importersOf = (packageName: string, modules: Set<string>): string[] =>
  [...modules].filter((file) => staticSpecifiers(readFileSync(file, 'utf8')).some((specifier) => packageOf(specifier) === packageName))
    .map((file) => relative(root, file));

describe('what each page loads first', () => {
  it('the portal knows resources by their outlines: no schema, no zod, until a screen that needs them', () => {
    const { modules, packages } = firstLoadOf('src/portal-main.tsx');
    expect(packages.has('react-dom')).toBe(true);
    expect(importersOf('zod', modules)).toEqual([]);
  });

  it('the welcome page carries none of the portal: no refine, no portal shell, no zod', () => {
    const { modules, packages } = firstLoadOf('src/pages/welcome/welcome-main.tsx');
    expect(packages.has('react-dom')).toBe(true);
    expect([...packages].filter((name) => name.startsWith('@refinedev/') || name === 'zod')).toEqual([]);
    expect([...modules].map((file) => relative(root, file)).filter((file) => file.startsWith('src/app/'))).toEqual([]);
  });
});
