import { startI18n, type Messages } from './i18n/start-i18n.ts';

/**
 * The portal's texts: every Italian locale file in the bundle, the English ones on demand. The public pages' own files
 * (wizard, handoff, welcome) stay out: those pages read them, in Italian only, through public-texts.tsx.
 */
export const i18n = startI18n(
  import.meta.glob<Messages>(['../locales/it/*.json', '!../locales/it/{wizard,handoff,welcome}.json'], { eager: true, import: 'default' }),
  { en: import.meta.glob<Messages>('../locales/en/*.json', { import: 'default' }) },
);
