import { publicTextsFrom, type LocaleMessages } from '../i18n/public-texts.tsx';

/** The wizard's texts only: its own, the handoff's and the brand's. */
export const wizardTexts = publicTextsFrom(
  import.meta.glob<LocaleMessages>('../../locales/it/{wizard,handoff,brand}.json', { eager: true, import: 'default' }),
);
