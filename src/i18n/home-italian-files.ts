import type { ResourceKey } from 'i18next';

/**
 * The portal's Italian files in its first load: the shell, the menu and the homes (the dashboards and their cards,
 * refine's buttons and messages, the status pages). Every other namespace is loaded when a screen asks for it.
 */
export const homeItalianFiles = import.meta.glob<ResourceKey>([
  '../../locales/it/{agora-professional,bo-professional,brand,buttons,dashboard,directories,hw-networks,menu}.json',
  '../../locales/it/{news,notifications,notifications-page,opportunity,pages,professional,projects,projects-screens}.json',
  '../../locales/it/{shell,shell-ui,specialist,status,subscriptions,trainings}.json',
], { eager: true, import: 'default' });
