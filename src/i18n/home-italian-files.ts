import type { ResourceKey } from 'i18next';

/**
 * The portal's Italian files in its first load: the shell, the menu and the homes (the dashboards and their cards,
 * refine's buttons and messages, the status pages). Every other namespace is loaded when a screen asks for it.
 */
export const homeItalianFiles = import.meta.glob<ResourceKey>(
  [
    '../../locales/it/{brand,buttons,dashboard,menu,news,notifications,notifications-page,opportunity,pages,projects}.json',
    '../../locales/it/{projects-screens,shell,shell-ui,status,subscriptions,trainings}.json',
  ],
  { eager: true, import: 'default' },
);
