import { firstItalianFiles } from './i18n/first-italian-files.ts';
import type { Messages } from './i18n/locale-bundle.ts';
import { createTranslator } from './i18n/translator.ts';
import { setActiveTranslator } from './i18n/use-translation.ts';

/**
 * The portal's texts, ready before the first render; every component's `useTranslation` reads this translator. The
 * first load carries the Italian files of the shell, the menu and the homes; every other Italian file comes in one
 * piece with the first screen beyond them (awaited by `withPortalTexts`); English only when chosen. The public pages'
 * own files (wizard, handoff, welcome) stay out: those pages read them, in Italian only, through public-texts.tsx.
 * tests/web/locales.test.ts holds every Italian file to exactly one of these sets.
 */
export const i18n = createTranslator(
  { first: firstItalianFiles, later: () => import('./i18n/later-italian-files.ts').then((module) => module.laterItalianFiles) },
  { en: import.meta.glob<Messages>('../locales/en/*.json', { import: 'default' }) },
);
setActiveTranslator(i18n);
