import type { AnyEndpoint } from './endpoint.ts';
import { agreementsApi } from './agreements.ts';
import { carbonFootprintsApi } from './carbon-footprints.ts';
import { condominiumsApi, constructionSiteApi } from './condominiums.ts';
import { directoriesApi } from './directories.ts';
import { invitationsApi } from './invitations.ts';
import { leadsApi } from './leads.ts';
import { networksApi } from './networks.ts';
import { newsApi } from './news.ts';
import { notificationsApi } from './notifications.ts';
import { opportunitiesApi } from './opportunities.ts';
import { organizationsApi } from './organizations.ts';
import { profileApi } from './profile.ts';
import { projectsApi } from './projects.ts';
import { publicApi } from './public.ts';
import { registrationApi } from './registration.ts';
import { repositoryObjectsApi } from './repository-objects.ts';
import { savedViewsApi } from './saved-views.ts';
import { sessionApi } from './session.ts';
import { subscriptionsApi } from './subscriptions.ts';
import { lessonsApi, trainingsApi } from './trainings.ts';

/**
 * Every endpoint of the contract, by area. Screens import their area's file, not this one (a screen loads only the
 * endpoints it calls); the server's contract test walks this to check that each is served as declared.
 */
export const apiContract: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = {
  agreements: agreementsApi,
  carbonFootprints: carbonFootprintsApi,
  condominiums: condominiumsApi,
  constructionSite: constructionSiteApi,
  directories: directoriesApi,
  invitations: invitationsApi,
  leads: leadsApi,
  lessons: lessonsApi,
  networks: networksApi,
  news: newsApi,
  notifications: notificationsApi,
  opportunities: opportunitiesApi,
  organizations: organizationsApi,
  profile: profileApi,
  projects: projectsApi,
  public: publicApi,
  registration: registrationApi,
  repositoryObjects: repositoryObjectsApi,
  savedViews: savedViewsApi,
  session: sessionApi,
  subscriptions: subscriptionsApi,
  trainings: trainingsApi,
};
