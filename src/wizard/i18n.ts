import { startI18n, type Messages } from '../i18n/start-i18n.ts';

/** The wizard's texts only: its own, the handoff's and the brand's. */
export const i18n = startI18n(
  import.meta.glob<Messages>('../../locales/*/{wizard,handoff,brand}.json', { eager: true, import: 'default' }),
);
