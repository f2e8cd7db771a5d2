import { useTranslation as useI18next } from 'react-i18next';
import type { TFunction, TOptions } from 'i18next';
import { i18n, portalNamespaces } from '../i18n.ts';
import type { PortalNamespace } from './namespaces.ts';

/** The portal's `t`: any key of a portal namespace, written `<file>.<key>`, typed from the Italian files. */
export type Translate = TFunction<PortalNamespace[]>;

/**
 * The text at a key made at run time from data the types cannot follow (a resource declaration's name and fields, a
 * status the server sent): the one door past the typed keys. tests/web/locales.test.ts and the raw-key walks hold such
 * keys to the files instead.
 */
export function textFromData(t: Translate, key: string, options: TOptions = {}): string {
  const untyped = t as (key: string, options: TOptions) => unknown;
  return String(untyped(key, options));
}

/**
 * One portal `t` per state of react-i18next's (a language, the namespaces loaded so far), so it is new only when they
 * change.
 */
const portalTs = new WeakMap<object, Translate>();

/**
 * The portal's texts in a component, through react-i18next: it draws again when the language changes or a namespace
 * arrives. `t` reads every portal namespace (`projects.titles.list` is `titles.list` of the `projects` namespace).
 */
export function useTranslation(): { t: Translate; i18n: typeof i18n } {
  const { t: shellT } = useI18next();
  let t = portalTs.get(shellT);
  if (!t) {
    t = i18n.getFixedT(null, portalNamespaces);
    portalTs.set(shellT, t);
  }
  return { t, i18n };
}
