import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const italianDir = `${root}locales/it/`;
const registry = `${root}src/i18n/text-needs.ts`;

/** The public pages' namespaces: they have their own instance and never ask the portal's. */
const PUBLIC_NAMESPACES = new Set(['wizard', 'handoff', 'welcome']);

const portalNamespaces = (): Set<string> =>
  new Set(
    readdirSync(italianDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .filter((name) => !PUBLIC_NAMESPACES.has(name)),
  );

/**
 * Every portal namespace a module's literals name as a key's first segment (`'projects.fields.name'`, ``
 * `crud.${action}` ``).
 */
export function namespacesNamedIn(code: string, known: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  for (const match of code.matchAll(/['"`]([a-z][a-z0-9-]*)\.[A-Za-z$]/g)) {
    const name = match[1] ?? '';
    if (known.has(name)) named.add(name);
  }
  return [...named].sort();
}

/**
 * A resource unit's declaration (`src/resources/<name>/index.ts`), which the first load reads for the menu and routes.
 */
const unitDeclaration = /\/src\/resources\/[^/]+\/index\.ts$/;

/**
 * Each module of the SPA says which portal namespaces its texts come from: the build appends to it one call of
 * `needTexts([...])` (src/i18n/text-needs.ts) with the namespaces its literals name. A screen's chunk thus asks for
 * exactly the locale files of its own modules as it loads, and `withPortalTexts` waits for them before it draws.
 * The i18n modules themselves, and modules naming no portal namespace (the public pages'), are left as they are; so
 * are the units' declarations, whose keys (view titles, cells) only their generated screens draw: those screens ask
 * for them as they load (src/resources/generic/resource-screen.ts), so the first load does not.
 */
export function textNamespaces(): Plugin {
  const known = portalNamespaces();
  return {
    name: 'happyway-text-namespaces',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (
        !file.startsWith(`${root}src/`) ||
        !/\.tsx?$/.test(file) ||
        file.startsWith(`${root}src/i18n`) ||
        unitDeclaration.test(file)
      )
        return null;
      const named = namespacesNamedIn(code, known);
      if (named.length === 0) return null;
      return {
        code: `${code}\nimport { needTexts as __needTexts } from ${JSON.stringify(registry)};\n__needTexts(${JSON.stringify(named)});\n`,
        map: null,
      };
    },
  };
}
