/**
 * The SPA's three trees, each its own chunk (src/main.tsx): the public energy wizard, the welcome page for a visitor,
 * and the portal. The server reads the same rule to tell the browser, with the page, which chunks it will need.
 */
export type PageTree = 'wizard' | 'welcome' | 'portal';

/**
 * The tree a path opens. The root and /welcome open the welcome page for a browser that has not signed in before
 * (one that has gets the portal, which sends it home); the server, not knowing, assumes a visitor.
 */
export function pageTreeOf(pathname: string, signedInBefore = false): PageTree {
  if (/^\/wizard(\/|$)/.test(pathname)) return 'wizard';
  if (/^\/(welcome\/?)?$/.test(pathname) && !signedInBefore) return 'welcome';
  return 'portal';
}

/**
 * The name of the meta element by which a page sent with its first screen drawn lists its tree's chunks (`data-tree`,
 * `content`: their paths, space-separated) instead of preloading them ahead of its paint (server/plugins/
 * spa-preloads.ts); src/main.tsx preloads them once the page has painted.
 */
export const DEFERRED_CHUNKS_META = 'happyway-tree-chunks';
