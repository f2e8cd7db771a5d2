import { useSyncExternalStore } from 'react';
import type { Translate, Translator } from './translator.ts';

const silent: Translator = {
  language: 'it',
  t: (key) => key,
  exists: () => false,
  changeLanguage: () => Promise.resolve(),
  subscribe: () => () => undefined,
  loadAll: () => Promise.resolve(),
};

let active: Translator = silent;

/** Makes `translator` the one the portal's components read (src/i18n.ts does it once, at load). */
export function setActiveTranslator(translator: Translator): void {
  active = translator;
}

/** The portal's texts in a component, which draws again when the language changes (`t` is new for each language). */
export function useTranslation(): { t: Translate; i18n: Translator } {
  const t = useSyncExternalStore(active.subscribe, () => active.t);
  return { t, i18n: active };
}
