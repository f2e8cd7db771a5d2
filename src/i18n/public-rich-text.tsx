import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { usePublicTexts } from './public-texts.tsx';

/**
 * A text of the public page with markup (a link inside a sentence, `t`'s answer), drawn by react-i18next's Trans: in
 * a file of its own, so Trans and its markup parser load with the step that draws such a text, not with the first.
 */
export function PublicRichText({
  text,
  components,
}: {
  text: string;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const { i18n } = usePublicTexts();
  return <Trans i18n={i18n} defaults={text} components={components} />;
}
