import type { Messages } from './locale-bundle.ts';

/**
 * The portal's Italian files in its first load: the shell, the menu and the homes (the dashboards and their cards,
 * refine's buttons and messages, the status pages). later-italian-files.ts has every other portal file.
 */
export const firstItalianFiles = import.meta.glob<Messages>([
  '../../locales/it/{agora-professional,bo-professional,brand,buttons,dashboard,directories,hw-networks,menu}.json',
  '../../locales/it/{news,notifications,notifications-page,opportunity,pages,professional,projects,projects-screens}.json',
  '../../locales/it/{shell,shell-ui,specialist,status,subscriptions,trainings,warnWhenUnsavedChanges}.json',
], { eager: true, import: 'default' });
