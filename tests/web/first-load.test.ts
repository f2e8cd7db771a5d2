/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageTree } from '../../domain/auth/page-trees.ts';
import { homeTextsGroup, portalHomeNamespaces } from '../../build/home-texts-chunk.ts';
import { refineMuiRewrites, rewriteRefineMui } from '../../build/refine-mui-setup.ts';
import { treeSources } from '../../build/tree-sources.ts';
import { homeItalianFiles } from '../../src/i18n/home-italian-files.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * Static value imports and re-exports of a module (`import type` and `export type` are erased; `import()` loads later).
 */
const staticSpecifiers = (source: string): string[] =>
  [...source.matchAll(/^(?:import|export)(?!\s+type\b)(?:[^'";]*?\sfrom)?\s*'([^']+)'/gm)].map(
    (match) => match[1] ?? '',
  );

const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What loads with a page tree before anything it imports lazily: each module of its stages (from the root, the sources
 * the server preloads) with the packages it names.
 */
function firstLoadOf(tree: PageTree): Map<string, string[]> {
  return staticGraphOf(treeSources[tree]);
}

/** Each module statically reached from these sources (paths from the root), with the packages it names. */
function staticGraphOf(sources: readonly string[]): Map<string, string[]> {
  const packagesByModule = new Map<string, string[]>();
  const visit = (file: string) => {
    const module = relative(root, file);
    if (packagesByModule.has(module)) return;
    const packages: string[] = [];
    packagesByModule.set(module, packages);
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) packages.push(packageOf(specifier));
      else if (!specifier.endsWith('.json')) {
        const target = join(dirname(file), specifier);
        if (!existsSync(target)) throw new Error(`${module} imports ${specifier}, which is not a file`);
        visit(target);
      }
    }
  };
  for (const source of sources) visit(join(root, source));
  return packagesByModule;
}

/** The modules a source imports lazily (`import('./x.tsx')`), as paths from the root. */
function lazyImportsOf(source: string): string[] {
  const text = readFileSync(join(root, source), 'utf8');
  return [...text.matchAll(/\bimport\('(\.[^']+)'\)/g)].map((match) =>
    relative(root, join(root, dirname(source), match[1] ?? '')),
  );
}

const packagesOf = (firstLoad: Map<string, string[]>): Set<string> => new Set([...firstLoad.values()].flat());

const importersOf = (packageName: string, firstLoad: Map<string, string[]>): string[] =>
  [...firstLoad].filter(([, packages]) => packages.includes(packageName)).map(([module]) => module);

describe('what each page loads first', () => {
  it('the portal knows resources by their outlines: no schema, no zod, until a screen that needs them', () => {
    const firstLoad = firstLoadOf('portal');
    expect(packagesOf(firstLoad).has('react-dom')).toBe(true);
    expect(importersOf('zod', firstLoad)).toEqual([]);
  });

  it('the welcome page carries none of the portal: no refine, no portal shell, no zod', () => {
    const firstLoad = firstLoadOf('welcome');
    expect(packagesOf(firstLoad).has('react-dom')).toBe(true);
    expect([...packagesOf(firstLoad)].filter((name) => name.startsWith('@refinedev/') || name === 'zod')).toEqual([]);
    expect([...firstLoad.keys()].filter((module) => module.startsWith('src/app/'))).toEqual([]);
  });

  it("each tree's stages, as the server preloads them, are what its entry, src/mount.tsx and src/main.tsx import", () => {
    const mainChunks = lazyImportsOf('src/main.tsx');
    for (const [tree, sources] of Object.entries(treeSources)) {
      const [entry, ...stages] = sources;
      expect(mainChunks, tree).toContain(entry);
      expect(stages.toSorted(), tree).toEqual(
        [...lazyImportsOf('src/mount.tsx'), ...lazyImportsOf(entry ?? '')].toSorted(),
      );
    }
    expect(mainChunks.toSorted()).toEqual(
      Object.values(treeSources)
        .map(([entry]) => entry)
        .toSorted(),
    );
  });

  it('a generated list loads its resource by blueprint: no schema, no zod, until its form', () => {
    const blueprints = readdirSync(join(root, 'domain/resources/blueprints')).map(
      (file) => `domain/resources/blueprints/${file}`,
    );
    const listScreens = staticGraphOf([
      'src/resources/generic/resource-screen.ts',
      'src/resources/generic/resource-screens.tsx',
      'src/resources/generic/load-blueprint.ts',
      ...blueprints,
    ]);
    expect(importersOf('zod', listScreens)).toEqual([]);
    expect(listScreens.has('src/resources/generic/resource-form.tsx')).toBe(false);
  });

  it("a list carries none of @refinedev/mui's load-time setup: each rewrite finds its statement once in the installed index", () => {
    const index = readFileSync(join(root, 'node_modules/@refinedev/mui/dist/index.mjs'), 'utf8');
    const rewritten = rewriteRefineMui(index);
    for (const [from, to] of refineMuiRewrites) {
      expect(rewritten).toContain(to);
      expect(rewritten).not.toContain(from);
    }
    expect(rewritten).toContain('var RefineSnackbarProvider = /* @__PURE__ */ (() => styled(');
  });

  it("the portal's first-load Italian files but brand (the public pages' too) come as one chunk", () => {
    const homeFiles = Object.keys(homeItalianFiles).map((path) =>
      path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
    );
    expect(homeFiles.filter((name) => name !== 'brand').toSorted()).toEqual([...portalHomeNamespaces].toSorted());
    expect(homeTextsGroup.test('/app/locales/it/shell-ui.json')).toBe(true);
    expect(homeTextsGroup.test('/app/locales/it/brand.json')).toBe(false);
    expect(homeTextsGroup.test('/app/locales/en/shell-ui.json')).toBe(false);
    expect(homeTextsGroup.test('/app/locales/it/wizard.json')).toBe(false);
  });
});
