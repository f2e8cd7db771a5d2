import { createTranslator, type ItalianFiles, type LazyLocaleFiles, type Translator } from './translator.ts';
import { setActiveTranslator } from './use-translation.ts';

export type { Messages } from './locale-bundle.ts';

/**
 * Starts the portal's translator with the Italian files of the first load in the bundle, ready before the first
 * render, the rest of Italian with the first screen beyond the homes, and the other languages' files only if the user
 * picks one; every component's `useTranslation` reads it.
 */
export function startI18n(italian: ItalianFiles, otherLanguages: Readonly<Record<string, LazyLocaleFiles>>): Translator {
  const translator = createTranslator(italian, otherLanguages);
  setActiveTranslator(translator);
  return translator;
}
