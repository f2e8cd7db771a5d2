import { serverText } from '../../i18n/server-texts.ts';

/**
 * A text of the report, through i18next from the same locale file as the screens (locales/it/carbon-foot-print.json),
 * with its `{{placeholders}}` filled and its plural chosen by `count`; a missing key is a programming error.
 */
export const label = (key: string, values: Readonly<Record<string, string | number>> = {}): string =>
  serverText(`carbon-foot-print.${key}`, values);
