import { i18n, portalNamespaces } from '../i18n.ts';

/**
 * A screen's module once the portal's namespaces beyond the homes are in too (i18next's `loadNamespaces`, through the
 * locale chunks), so it never draws a raw key.
 */
export function withPortalTexts<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, i18n.loadNamespaces(portalNamespaces)]).then(([loaded]) => loaded);
}
