import i18next, { type BackendModule, type i18n as I18next, type ResourceKey, type ThirdPartyModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { homeItalianFiles } from './i18n/home-italian-files.ts';
import type { PortalNamespace } from './i18n/namespaces.ts';
import { addTextFormats } from '../domain/text-formats.ts';
import { ITALIAN, namespaceOf, portalI18nOptions } from './i18n/locale-files.ts';
import './i18n/typed-keys.ts';
import { loadTextsWith } from './i18n/text-needs.ts';

/**
 * Every portal locale file of every language: their names, and another language's files, each loaded when asked for.
 */
const localeFiles = import.meta.glob<ResourceKey>(
  ['../locales/*/*.json', '!../locales/*/{wizard,handoff,welcome}.json'],
  { import: 'default' },
);

const filesOf = (language: string): PortalNamespace[] =>
  Object.keys(localeFiles)
    .filter((path) => path.includes(`/locales/${language}/`))
    .map((path) => namespaceOf(path) as PortalNamespace);

/** Every namespace of the portal (the Italian files, complete). */
export const portalNamespaces = filesOf(ITALIAN);

/**
 * i18next's backend over the locale files, one file a request: each Italian namespace beyond the homes when a screen's
 * modules ask for it (src/i18n/text-needs.ts), another language's files when it is chosen; a language without the
 * file answers nothing, and Italian fills in.
 */
const localeChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    const read = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!read) {
      done(null, {});
      return;
    }
    read().then(
      (messages) => {
        done(null, messages);
      },
      (error: unknown) => {
        done(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

const homeResources = Object.fromEntries(
  Object.entries(homeItalianFiles).map(([path, messages]) => [namespaceOf(path), messages]),
);

/**
 * The portal's i18next: Italian, complete, and the fallback of English (loaded only when chosen). The first load
 * carries the Italian files of the shell, the menu and the homes (home-italian-files.ts names them), so the first
 * screen draws at once; every other Italian namespace comes with the first screen whose modules draw from it
 * (`withPortalTexts`). The public pages (wizard, handoff, welcome) have their own instance (public-texts.tsx) and never
 * load the portal's files.
 */
export function createPortalI18n(...plugins: ThirdPartyModule[]): I18next {
  const instance = i18next.createInstance().use(localeChunks);
  for (const plugin of plugins) instance.use(plugin);
  void instance.init({
    ...portalI18nOptions,
    resources: { [ITALIAN]: { ...homeResources } },
    partialBundledLanguages: true,
    ns: Object.keys(homeResources),
    supportedLngs: [ITALIAN, 'en'],
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  addTextFormats(instance);
  return instance;
}

/** The portal's one instance, which react-i18next's hooks read, and which loads the namespaces the modules ask for. */
export const i18n = createPortalI18n(initReactI18next);
loadTextsWith((namespaces) => i18n.loadNamespaces(namespaces));
