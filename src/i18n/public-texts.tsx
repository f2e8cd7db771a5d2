import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { bundleOf, type Messages } from './locale-bundle.ts';
import { RichText } from './rich-text.tsx';
import { interpolate, lookUp } from './texts.ts';
import type { Translate } from './translator.ts';

export type { Messages } from './locale-bundle.ts';
export type { TextValues } from './texts.ts';
export type { Translate } from './translator.ts';

export interface PublicTexts {
  /** The text at `key` with its placeholders filled; the key itself where there is no text (a visible defect). */
  t: Translate;
  /** The text at `key`, or undefined where there is none: for texts only some fields have, like a hint. */
  optional: (key: string) => string | undefined;
}

/**
 * The translator of the public pages (the wizard and the welcome page): their Italian texts (complete: tests hold the
 * English files to the same keys), the key itself where a text is missing, and `{{name}}` placeholders filled. The
 * same locale files and keys as the portal's translator (src/i18n/texts.ts reads both), without the portal's files on a
 * phone's first load.
 */
export function publicTextsFrom(files: Record<string, Messages>): PublicTexts {
  const dictionary = bundleOf(files, 'it');
  return {
    t: (key, values) => interpolate(lookUp(dictionary, key) ?? key, values),
    optional: (key) => lookUp(dictionary, key),
  };
}

const TextsContext = createContext<PublicTexts>(publicTextsFrom({}));

/** Gives the tree below its texts. */
export function PublicTextsProvider({ texts, children }: { texts: PublicTexts; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The texts of the public page this component is in: `t` like the portal's, and `optional`. */
export function usePublicTexts(): PublicTexts {
  return useContext(TextsContext);
}

/** A text of the public page with markup (a link inside a sentence), drawn by RichText. */
export function PublicRichText({ textKey, components }: { textKey: string; components: Readonly<Record<string, ReactElement>> }) {
  const { t } = usePublicTexts();
  return <RichText text={t(textKey)} components={components} />;
}
