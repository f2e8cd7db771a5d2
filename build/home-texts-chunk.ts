/**
 * The namespaces of the portal's first load (src/i18n/home-italian-files.ts names their files; a test holds the two
 * equal) but `brand`, which the public pages load as well and which therefore stays a chunk of its own.
 */
export const portalHomeNamespaces = [
  'buttons',
  'dashboard',
  'menu',
  'news',
  'notifications',
  'notifications-page',
  'opportunity',
  'pages',
  'projects',
  'projects-screens',
  'shell',
  'shell-ui',
  'status',
  'subscriptions',
  'trainings',
] as const;

const italianFile = /[\\/]locales[\\/]it[\\/]([a-z-]+)\.json$/;
const homeNamespaces: ReadonlySet<string> = new Set(portalHomeNamespaces);

/**
 * The chunk group of those Italian files: the first load carries them all anyway, and one chunk of them weighs less
 * (gzip) than one chunk each; the i18n backend's later reads of another namespace are unchanged.
 */
export const homeTextsGroup = {
  name: 'home-texts',
  test: (id: string): boolean => homeNamespaces.has(italianFile.exec(id)?.[1] ?? ''),
};
