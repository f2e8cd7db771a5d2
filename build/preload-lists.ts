import type { Plugin } from 'vite';

/** Each chunk's static imports (file names under the output directory), read from the bundle before Vite's lists. */
const staticImports = new Map<string, readonly string[]>();

/** The chunks that are loaded before `file` runs: its static imports and theirs. */
function loadedBefore(file: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    for (const imported of staticImports.get(name) ?? []) {
      if (loaded.has(imported)) continue;
      loaded.add(imported);
      visit(imported);
    }
  };
  visit(file);
  return loaded;
}

/**
 * Vite writes, before each lazy import, the list of chunks to preload with it (`__vite__mapDeps`): every chunk the
 * lazy one imports, including those the importing chunk imports itself, which are already loaded when it runs (the
 * portal's shell listed React, MUI's base and refine again before each of its screens: about 3 kB gzip of names on
 * the dashboard). This answers Vite's list without those; the chunks that a lazy import loads and preloads are the
 * same as before.
 */
export function withoutLoadedChunks(hostId: string, deps: readonly string[]): string[] {
  const loaded = loadedBefore(hostId);
  return deps.filter((dep) => !loaded.has(dep));
}

/** Records the bundle's static imports for `withoutLoadedChunks` (Vite fills its preload lists after this hook). */
export function preloadLists(): Plugin {
  return {
    name: 'happyway-preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticImports.clear();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') staticImports.set(output.fileName, output.imports);
        }
      },
    },
  };
}
