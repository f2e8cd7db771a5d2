import { bundleOf, type Messages } from './locale-bundle.ts';
import { interpolate, lookUpCounted, type TextValues } from './texts.ts';

/** A language's locale files, by path, each loaded on demand. */
export type LazyLocaleFiles = Readonly<Record<string, () => Promise<Messages>>>;

/** A text's placeholder values, `count` for its plural form and `defaultValue` where the key has no text. */
export type TranslateOptions = TextValues;

export type Translate = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  readonly language: string;
  /**
   * The text at `key` in the current language, else in Italian, else `defaultValue`, else the key (a visible defect);
   * a new function for each language, so what depends on it follows the language.
   */
  readonly t: Translate;
  exists: (key: string, options?: TranslateOptions) => boolean;
  /** Loads the language's files the first time, then speaks it; a language without files speaks Italian. */
  changeLanguage: (language: string) => Promise<void>;
  /** Hears every change of language; answers how to stop. */
  subscribe: (listener: () => void) => () => void;
}

const ITALIAN = 'it';

/**
 * The portal's translator: Italian in the bundle, complete (tests hold every other language to its keys), so it is the
 * fallback and the first load carries no second language; the others (`otherLanguages`) load when chosen.
 */
export function createTranslator(italian: Readonly<Record<string, Messages>>, otherLanguages: Readonly<Record<string, LazyLocaleFiles>>): Translator {
  const dictionaries = new Map<string, Record<string, Messages>>([[ITALIAN, bundleOf(italian, ITALIAN)]]);
  const listeners = new Set<() => void>();
  let language = ITALIAN;

  const textOf = (key: string, options?: TranslateOptions): string | undefined => {
    const count = options?.count;
    const own = dictionaries.get(language);
    const found = (own && lookUpCounted(own, key, language, count)) ?? lookUpCounted(dictionaries.get(ITALIAN) ?? {}, key, ITALIAN, count);
    return found ?? (typeof options?.defaultValue === 'string' ? options.defaultValue : undefined);
  };

  const load = async (wanted: string) => {
    const files = otherLanguages[wanted];
    if (!files || dictionaries.has(wanted)) return;
    const loaded = await Promise.all(Object.entries(files).map(async ([path, read]) => [path, await read()] as const));
    dictionaries.set(wanted, bundleOf(Object.fromEntries(loaded), wanted));
  };

  const translateIn = (): Translate => (key, options) => interpolate(textOf(key, options) ?? key, options);
  let t = translateIn();

  return {
    get language() {
      return language;
    },
    get t() {
      return t;
    },
    exists: (key, options) => textOf(key, { ...options, defaultValue: undefined }) !== undefined,
    changeLanguage: async (wanted) => {
      await load(wanted);
      const next = dictionaries.has(wanted) ? wanted : ITALIAN;
      if (next === language) return;
      language = next;
      t = translateIn();
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
