/**
 * The network's brand, shared by the SPA's theme (src/theme.ts) and the pages the server writes before any script runs
 * (the wizard's brand bar in server/plugins/spa-shells.ts). `tagline` is the Italian text for places without the
 * locale files (document title, the issuer's login page); React screens read the same words from `brand.tagline` in
 * `locales/<lng>/brand.json`.
 */
export const brand = {
  name: 'HappyWay',
  tagline: 'La rete dei professionisti della riqualificazione edilizia e dell’efficienza energetica',
} as const;

export const brandColors = {
  primary: '#0B6E4F',
  primaryLight: '#3C9A74',
  primaryDark: '#07513A',
  secondary: '#F2A541',
  background: '#F5F7F4',
  text: '#1E2A25',
} as const;

/** System fonts only: nothing to download before the first paint. */
export const brandFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
