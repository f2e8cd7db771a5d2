import { startI18n, type Messages } from '../../i18n/start-i18n.ts';

/** The welcome page's texts only: its own and the brand's. */
export const i18n = startI18n(
  import.meta.glob<Messages>('../../../locales/*/{welcome,brand}.json', { eager: true, import: 'default' }),
);
