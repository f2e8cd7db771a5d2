import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageTree } from '../../domain/auth/page-trees.ts';
import { treeSources } from '../../build/tree-sources.ts';
import { shellOf, withShell } from './spa-shells.ts';

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) that says which chunk imports which. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The chunks of a tree's stages and every chunk they import statically, as /assets/... paths, each once. */
export function treeFiles(manifest: BuildManifest, tree: PageTree): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of treeSources[tree]) visit(source);
  return [...files];
}

/**
 * index.html with a modulepreload link per chunk of the tree, so the browser fetches them with the page instead of
 * after the entry script has chosen the tree (one round trip fewer before the first paint).
 */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The page of each tree, from the build in `distDir`: its chunks to preload and its shell (spa-shells.ts); without a
 * manifest, no preloads.
 */
export function pagesByTree(distDir: string): Record<PageTree, string> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : {};
  const page = (tree: PageTree) => withShell(withPreloads(html, treeFiles(manifest, tree)), shellOf(tree, distDir));
  return { wizard: page('wizard'), welcome: page('welcome'), portal: page('portal') };
}
