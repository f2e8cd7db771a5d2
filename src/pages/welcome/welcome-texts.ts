import { publicTextsFrom, type LocaleMessages } from '../../i18n/public-texts.tsx';

/** The welcome page's texts only: its own and the brand's. */
export const welcomeTexts = publicTextsFrom(
  import.meta.glob<LocaleMessages>('../../../locales/it/{welcome,brand}.json', { eager: true, import: 'default' }),
);
