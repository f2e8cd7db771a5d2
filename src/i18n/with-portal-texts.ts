import { i18n } from '../i18n.ts';

/** A screen's module once the portal's Italian texts beyond the first load are in too, so it never draws a raw key. */
export function withPortalTexts<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, i18n.loadAll()]).then(([loaded]) => loaded);
}
