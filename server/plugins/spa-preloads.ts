import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFERRED_CHUNKS_META, pageTreeOf, type PageTree } from '../../domain/auth/page-trees.ts';
import { treeSources } from '../../build/tree-sources.ts';
import { compressPage, type CompressedPage } from './compressed-page.ts';
import { shellOf, withShell, wizardStartShell, type PageShell } from './spa-shells.ts';

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
 * index.html with the tree's chunks to preload. A page that comes bare gets a modulepreload link per chunk, so the
 * browser fetches them with the page instead of after the entry script has chosen the tree (one round trip fewer before
 * the first paint). A page that comes with its first screen drawn lists them in a meta element instead, which the
 * entry script turns into preloads once the page has painted: on a slow line the page paints first, the script
 * follows, and nothing downloads ahead of the paint but the page and its entry script.
 */
export function withPreloads(
  html: string,
  tree: PageTree,
  files: readonly string[],
  timing: 'withPage' | 'afterFirstPaint' = 'withPage',
): string {
  const links =
    timing === 'withPage'
      ? files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('')
      : `<meta name="${DEFERRED_CHUNKS_META}" data-tree="${tree}" content="${files.join(' ')}">`;
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The pages the server sends, each compressed once: each tree's, and the wizard's own for /wizard itself, where its
 * first step comes drawn.
 */
export interface SpaPages {
  byTree: Record<PageTree, CompressedPage>;
  wizardStart: CompressedPage;
}

/**
 * The pages, from the build in `distDir`: each with its tree's chunks to preload and its shell (spa-shells.ts);
 * without a manifest, no preloads.
 */
export function spaPages(distDir: string): SpaPages {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : {};
  const page = (tree: PageTree, shell: PageShell | null) =>
    compressPage(
      withShell(
        withPreloads(html, tree, treeFiles(manifest, tree), shell?.drawn ? 'afterFirstPaint' : 'withPage'),
        shell,
      ),
    );
  const treePage = (tree: PageTree) => page(tree, shellOf(tree, distDir));
  return {
    byTree: { wizard: treePage('wizard'), welcome: treePage('welcome'), portal: treePage('portal') },
    wizardStart: page('wizard', wizardStartShell(distDir)),
  };
}

/** The page for a path: /wizard's own, or its tree's. */
export const pageFor = (pages: SpaPages, path: string): CompressedPage =>
  /^\/wizard\/?$/.test(path) ? pages.wizardStart : pages.byTree[pageTreeOf(path)];
