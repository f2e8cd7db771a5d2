import { cloneElement, createContext, Fragment, useContext, type ReactElement, type ReactNode } from 'react';
import { bundleOf, type Messages } from './locale-bundle.ts';

export type { Messages } from './locale-bundle.ts';

/** Values put in a text's `{{name}}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;
export type Translate = (key: string, values?: TextValues) => string;

export interface PublicTexts {
  /** The text at `key` with its placeholders filled; the key itself where there is no text (a visible defect). */
  t: Translate;
  /** The text at `key`, or undefined where there is none: for texts only some fields have, like a hint. */
  optional: (key: string) => string | undefined;
}

function lookUp(dictionary: Record<string, Messages>, key: string): string | undefined {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The translator of the public pages (the wizard and the welcome page): their Italian texts (complete: tests hold the
 * English files to the same keys), the key itself where a text is missing, and `{{name}}` placeholders filled. The
 * same locale files and keys as the portal's i18next, without its 15 kB gzip, nor the English fallback's 5 kB, on a
 * phone's first load; these pages need no plurals, nesting or formats.
 */
export function publicTextsFrom(files: Record<string, Messages>): PublicTexts {
  const dictionary = bundleOf(files, 'it');
  return {
    t: (key, values) => {
      const text = lookUp(dictionary, key) ?? key;
      return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder)) : text;
    },
    optional: (key) => lookUp(dictionary, key),
  };
}

const TextsContext = createContext<PublicTexts>(publicTextsFrom({}));

/** Gives the tree below its texts. */
export function PublicTextsProvider({ texts, children }: { texts: PublicTexts; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The texts of the public page this component is in: `t` like react-i18next's, and `optional`. */
export function usePublicTexts(): PublicTexts {
  return useContext(TextsContext);
}

/**
 * A text with markup: each `<name>…</name>` in it is drawn by `components[name]` with the enclosed words as its
 * children (for example a link inside a sentence); unknown tags stay as text.
 */
export function PublicRichText({ textKey, components }: { textKey: string; components: Readonly<Record<string, ReactElement>> }) {
  const { t } = usePublicTexts();
  const parts: ReactNode[] = [];
  const text = t(textKey);
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [whole, name = '', inner = ''] = match;
    const component = components[name];
    parts.push(text.slice(last, match.index));
    parts.push(component ? cloneElement(component, { key: match.index }, inner) : whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
