import { startI18n, type Messages } from './i18n/start-i18n.ts';

/** The portal's texts: every locale file. */
export const i18n = startI18n(import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' }));
