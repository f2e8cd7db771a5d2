import { createContext, useContext, type ReactNode } from 'react';
import i18next, { type i18n as I18next, type ResourceKey, type TFunction, type TOptions } from 'i18next';
import type { Namespace } from './namespaces.ts';
import { ITALIAN, namespaceOf, portalI18nOptions } from './locale-files.ts';
import { addTextFormats } from '../../domain/text-formats.ts';

/** One locale file's content, as a public page's `import.meta.glob` reads it. */
export type LocaleMessages = ResourceKey;

/** The `t` of a public page: any key of its namespaces, typed from the Italian files. */
export type PublicTranslate = TFunction<Namespace[]>;

/** The text at a key made at run time from data the types cannot follow (a wizard field's name): see `textFromData`. */
export function publicTextFromData(t: PublicTranslate, key: string, options: TOptions = {}): string {
  const untyped = t as (key: string, options: TOptions) => unknown;
  return String(untyped(key, options));
}

export interface PublicTexts {
  /** The text at `key` with its placeholders filled; the key itself where there is no text (a visible defect). */
  t: PublicTranslate;
  /** The text at `key`, or undefined where there is none: for texts only some fields have, like a hint. */
  optional: (key: string) => string | undefined;
  i18n: I18next;
}

/**
 * The texts of a public page (the wizard, the welcome page): an i18next instance of its own over its Italian files
 * only (complete: tests hold the English files to the same keys), the same keys as the portal's, without the portal's
 * files on a phone's first load.
 */
export function publicTextsFrom(files: Readonly<Record<string, ResourceKey>>): PublicTexts {
  const italian = Object.entries(files).filter(([path]) => path.includes(`/locales/${ITALIAN}/`));
  const resources = Object.fromEntries(italian.map(([path, messages]) => [namespaceOf(path), messages]));
  const i18n = i18next.createInstance();
  void i18n.init({
    ...portalI18nOptions,
    defaultNS: false,
    resources: { [ITALIAN]: resources },
    ns: Object.keys(resources),
  });
  addTextFormats(i18n);
  const namespaces = Object.keys(resources) as Namespace[];
  const t = i18n.getFixedT(null, namespaces);
  return {
    t,
    optional: (key) => {
      const found: unknown = i18n.exists(key)
        ? (t as (key: string, options: TOptions) => unknown)(key, { returnObjects: true })
        : undefined;
      return typeof found === 'string' ? found : undefined;
    },
    i18n,
  };
}

const TextsContext = createContext<PublicTexts | null>(null);

/** Gives the tree below its texts. */
export function PublicTextsProvider({ texts, children }: { texts: PublicTexts; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The texts of the public page this component is in: `t` like the portal's, and `optional`. */
export function usePublicTexts(): PublicTexts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('usePublicTexts outside a PublicTextsProvider');
  return texts;
}
