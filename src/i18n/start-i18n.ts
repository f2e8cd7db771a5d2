import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Messages = Record<string, unknown> | string;

type Resources = Record<string, { translation: Record<string, Messages> }>;

/** Each `locales/<lng>/<file>.json` becomes the top-level key `<file>`: `welcome.json` holds the `welcome.*` keys. */
function resourcesFrom(modules: Record<string, Messages>): Resources {
  const resources: Resources = {};
  for (const [path, messages] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= { translation: {} };
    resources[language].translation[namespace] = messages;
  }
  return resources;
}

/**
 * Starts i18next (Italian, English as fallback) with the given locale files: the portal's. The public pages, the wizard
 * and the welcome page, read the same files through the lighter public-texts.tsx.
 */
export function startI18n(files: Record<string, Messages>): typeof i18n {
  void i18n.use(initReactI18next).init({
    resources: resourcesFrom(files),
    lng: 'it',
    fallbackLng: 'en',
    supportedLngs: ['it', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    // The texts are in the bundle: ready before the first render, with no second render once they are.
    initAsync: false,
  });
  return i18n;
}
