import type { InitOptions } from 'i18next';

export const ITALIAN = 'it';

/** `…/locales/<lng>/<name>.json` → `<name>`, the namespace of the file. */
export const namespaceOf = (path: string): string => /([^/]+)\.json$/.exec(path)?.[1] ?? path;

/**
 * What the portal's and the public pages' i18next share: Italian first and as the fallback, keys written
 * `<file>.<key>` (the namespace separator is the key separator; a missing text shows its whole key), no HTML escaping
 * (React escapes what it draws).
 */
export const portalI18nOptions = {
  lng: ITALIAN,
  fallbackLng: ITALIAN,
  defaultNS: 'shell',
  nsSeparator: '.',
  keySeparator: '.',
  initAsync: false,
  returnNull: false,
  appendNamespaceToMissingKey: true,
  interpolation: { escapeValue: false },
} satisfies InitOptions;
