/**
 * The types of the Italian locale files (the complete language), each a namespace named as its file: i18next's
 * `CustomTypeOptions` reads them (typed-keys.ts), so a key that no Italian file has fails the typecheck.
 */
import type agoraProfessional from '../../locales/it/agora-professional.json';
import type agreements from '../../locales/it/agreements.json';
import type apartmentTypes from '../../locales/it/apartment-types.json';
import type appointment from '../../locales/it/appointment.json';
import type attachments from '../../locales/it/attachments.json';
import type boProfessional from '../../locales/it/bo-professional.json';
import type brand from '../../locales/it/brand.json';
import type buttons from '../../locales/it/buttons.json';
import type carbonFootPrint from '../../locales/it/carbon-foot-print.json';
import type condominiums from '../../locales/it/condominiums.json';
import type crud from '../../locales/it/crud.json';
import type dashboard from '../../locales/it/dashboard.json';
import type directories from '../../locales/it/directories.json';
import type handoff from '../../locales/it/handoff.json';
import type hwNetworks from '../../locales/it/hw-networks.json';
import type leads from '../../locales/it/leads.json';
import type lessons from '../../locales/it/lessons.json';
import type lists from '../../locales/it/lists.json';
import type menu from '../../locales/it/menu.json';
import type network from '../../locales/it/network.json';
import type networksScreens from '../../locales/it/networks-screens.json';
import type news from '../../locales/it/news.json';
import type notifications from '../../locales/it/notifications.json';
import type notificationsPage from '../../locales/it/notifications-page.json';
import type opportunity from '../../locales/it/opportunity.json';
import type opportunityRegister from '../../locales/it/opportunity-register.json';
import type pages from '../../locales/it/pages.json';
import type professional from '../../locales/it/professional.json';
import type profile from '../../locales/it/profile.json';
import type projects from '../../locales/it/projects.json';
import type projectsScreens from '../../locales/it/projects-screens.json';
import type registration from '../../locales/it/registration.json';
import type shell from '../../locales/it/shell.json';
import type shellUi from '../../locales/it/shell-ui.json';
import type specialist from '../../locales/it/specialist.json';
import type status from '../../locales/it/status.json';
import type subscriptions from '../../locales/it/subscriptions.json';
import type trainings from '../../locales/it/trainings.json';
import type welcome from '../../locales/it/welcome.json';
import type wizard from '../../locales/it/wizard.json';

/** The portal's namespaces and the public pages' (wizard, handoff, welcome; brand is shared). */
export interface ItalianResources {
  'agora-professional': typeof agoraProfessional;
  agreements: typeof agreements;
  'apartment-types': typeof apartmentTypes;
  appointment: typeof appointment;
  attachments: typeof attachments;
  'bo-professional': typeof boProfessional;
  brand: typeof brand;
  buttons: typeof buttons;
  'carbon-foot-print': typeof carbonFootPrint;
  condominiums: typeof condominiums;
  crud: typeof crud;
  dashboard: typeof dashboard;
  directories: typeof directories;
  handoff: typeof handoff;
  'hw-networks': typeof hwNetworks;
  leads: typeof leads;
  lessons: typeof lessons;
  lists: typeof lists;
  menu: typeof menu;
  network: typeof network;
  'networks-screens': typeof networksScreens;
  news: typeof news;
  notifications: typeof notifications;
  'notifications-page': typeof notificationsPage;
  opportunity: typeof opportunity;
  'opportunity-register': typeof opportunityRegister;
  pages: typeof pages;
  professional: typeof professional;
  profile: typeof profile;
  projects: typeof projects;
  'projects-screens': typeof projectsScreens;
  registration: typeof registration;
  shell: typeof shell;
  'shell-ui': typeof shellUi;
  specialist: typeof specialist;
  status: typeof status;
  subscriptions: typeof subscriptions;
  trainings: typeof trainings;
  welcome: typeof welcome;
  wizard: typeof wizard;
}

export type Namespace = keyof ItalianResources;

/** The public pages' own namespaces: the portal never loads them. */
export type PublicNamespace = 'handoff' | 'welcome' | 'wizard';

export type PortalNamespace = Exclude<Namespace, PublicNamespace>;
