import type { Messages } from './locale-bundle.ts';
import { createTranslator, type LazyLocaleFiles, type Translator } from './translator.ts';
import { setActiveTranslator } from './use-translation.ts';

export type { Messages } from './locale-bundle.ts';

/**
 * Starts the portal's translator with its Italian files in the bundle, ready before the first render, and the other
 * languages' files loaded only if the user picks one; every component's `useTranslation` reads it.
 */
export function startI18n(italian: Record<string, Messages>, otherLanguages: Readonly<Record<string, LazyLocaleFiles>>): Translator {
  const translator = createTranslator(italian, otherLanguages);
  setActiveTranslator(translator);
  return translator;
}
