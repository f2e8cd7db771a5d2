import type { Messages } from './locale-bundle.ts';

/** The portal's Italian files that the first load leaves out (first-italian-files.ts lists those it carries), in one chunk. */
export const laterItalianFiles = import.meta.glob<Messages>([
  '../../locales/it/*.json',
  '!../../locales/it/{wizard,handoff,welcome}.json',
  '!../../locales/it/{agora-professional,bo-professional,brand,buttons,dashboard,directories,hw-networks,menu}.json',
  '!../../locales/it/{news,notifications,notifications-page,opportunity,pages,professional,projects,projects-screens}.json',
  '!../../locales/it/{shell,shell-ui,specialist,status,subscriptions,trainings,warnWhenUnsavedChanges}.json',
], { eager: true, import: 'default' });
