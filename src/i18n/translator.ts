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
  /** Hears every change of language or of the texts loaded; answers how to stop. */
  subscribe: (listener: () => void) => () => void;
  /** Loads the Italian texts left out of the first load (once); a screen beyond the homes awaits it before it draws. */
  loadAll: () => Promise<void>;
}

/** The portal's Italian files: those of the first load, by path, and the rest, loaded by `loadAll`. */
export interface ItalianFiles {
  first: Readonly<Record<string, Messages>>;
  later: () => Promise<Readonly<Record<string, Messages>>>;
}

const ITALIAN = 'it';

/**
 * The portal's translator: Italian, complete (tests hold every other language to its keys), so it is the fallback; the
 * first load carries only the Italian texts of the shell and the homes, the rest comes with the first other screen
 * (`loadAll`), and the other languages (`otherLanguages`) load when chosen. A text asked before its file arrived starts
 * the loading, and every component draws again once it is in.
 */
export function createTranslator(italian: ItalianFiles, otherLanguages: Readonly<Record<string, LazyLocaleFiles>>): Translator {
  const dictionaries = new Map<string, Record<string, Messages>>([[ITALIAN, bundleOf(italian.first, ITALIAN)]]);
  const listeners = new Set<() => void>();
  const notify = () => { for (const listener of listeners) listener(); };
  let language = ITALIAN;
  let allItalian: Promise<void> | undefined;

  /** Once; a failed load (the chunk did not arrive) is tried again by the next screen that asks. */
  const loadAll = () => {
    allItalian ??= italian.later().then((files) => {
      Object.assign(dictionaries.get(ITALIAN) ?? {}, bundleOf(files, ITALIAN));
      t = translateIn();
      notify();
    }, (error: unknown) => {
      allItalian = undefined;
      throw error;
    });
    return allItalian;
  };

  const textOf = (key: string, options?: TranslateOptions): string | undefined => {
    const count = options?.count;
    const own = dictionaries.get(language);
    const found = (own && lookUpCounted(own, key, language, count)) ?? lookUpCounted(dictionaries.get(ITALIAN) ?? {}, key, ITALIAN, count);
    if (found === undefined && allItalian === undefined) loadAll().catch(() => undefined);
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
      await Promise.all([load(wanted), loadAll()]);
      const next = dictionaries.has(wanted) ? wanted : ITALIAN;
      if (next === language) return;
      language = next;
      t = translateIn();
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    loadAll,
  };
}
