import type { ResourceKey } from 'i18next';
import { publicTextsFrom } from '../i18n/public-texts.tsx';

/** The wizard's texts only: its own, the handoff's and the brand's. */
export const wizardTexts = publicTextsFrom(
  import.meta.glob<ResourceKey>('../../locales/it/{wizard,handoff,brand}.json', { eager: true, import: 'default' }),
);
