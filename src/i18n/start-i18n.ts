import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundleOf, type Messages } from './locale-bundle.ts';

export type { Messages } from './locale-bundle.ts';

/** A language's locale files, by path, each loaded on demand. */
export type LazyLocaleFiles = Record<string, () => Promise<Messages>>;

/** The other languages' files load only when the user switches to one (i18next asks its backend then). */
function lazyLanguages(files: Readonly<Record<string, LazyLocaleFiles>>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language: string, _namespace: string, callback: ReadCallback) => {
      const loaders = Object.entries(files[language] ?? {});
      Promise.all(loaders.map(async ([path, load]) => [path, await load()] as const))
        .then((loaded) => { callback(null, bundleOf(Object.fromEntries(loaded), language)); })
        .catch((error: unknown) => { callback(error instanceof Error ? error.message : String(error), false); });
    },
  };
}

/**
 * Starts i18next with the portal's Italian files in the bundle, ready before the first render, and the English ones
 * (`otherLanguages`) loaded only if the user picks English: tests keep both with the same keys, so Italian needs no
 * fallback and the first load no second language. The public pages read the same files through public-texts.tsx.
 */
export function startI18n(italian: Record<string, Messages>, otherLanguages: Readonly<Record<string, LazyLocaleFiles>>): typeof i18n {
  void i18n.use(lazyLanguages(otherLanguages)).use(initReactI18next).init({
    resources: { it: { translation: bundleOf(italian, 'it') } },
    partialBundledLanguages: true,
    lng: 'it',
    fallbackLng: 'it',
    supportedLngs: ['it', ...Object.keys(otherLanguages)],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}
