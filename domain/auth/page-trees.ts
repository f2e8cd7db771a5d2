/**
 * The SPA's three trees, each its own chunk (src/main.tsx): the public energy wizard, the welcome page for a visitor,
 * and the portal. The server reads the same rule to tell the browser, with the page, which chunks it will need.
 */
export type PageTree = 'wizard' | 'welcome' | 'portal';

/**
 * The browser's note (localStorage) that it was signed in when the portal last knew: src/providers/signed-in-hint.ts
 * keeps it, main.tsx opens the portal rather than the welcome page on it, and the welcome page the server sends drawn
 * hides itself on it before its first paint (server/plugins/spa-shells.ts).
 */
export const SIGNED_IN_HINT_KEY = 'happyway.signedIn';

/**
 * The tree a path opens. The root and /welcome open the welcome page for a browser that has not signed in before
 * (one that has gets the portal, which sends it home); the server, not knowing, assumes a visitor.
 */
export function pageTreeOf(pathname: string, signedInBefore = false): PageTree {
  if (/^\/wizard(\/|$)/.test(pathname)) return 'wizard';
  if (/^\/(welcome\/?)?$/.test(pathname) && !signedInBefore) return 'welcome';
  return 'portal';
}
