import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown> | string;

/** Each `locales/<lng>/<file>.json` becomes the top-level key `<file>`: `welcome.json` holds the `welcome.*` keys. */
const files = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

function resourcesFrom(modules: Record<string, Messages>): Record<string, { translation: Record<string, Messages> }> {
  const resources: Record<string, { translation: Record<string, Messages> }> = {};
  for (const [path, messages] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= { translation: {} };
    resources[language].translation[namespace] = messages;
  }
  return resources;
}

void i18n.use(initReactI18next).init({
  resources: resourcesFrom(files),
  lng: 'it',
  fallbackLng: 'en',
  supportedLngs: ['it', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
