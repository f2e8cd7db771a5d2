import type { ServerModule } from '../crud/module.ts';
import type { ServerUnit } from '../crud/unit.ts';
import { agreementsModule } from './agreements/index.ts';
import { apartmentTypesUnit } from './apartment-types/index.ts';
import { appointmentUnit } from './appointments/index.ts';
import { carbonFootprintUnit } from './carbon-footprints/index.ts';
import { condominiumsUnit } from './condominiums/index.ts';
import { agoraUnit, backofficeProfessionalUnit, professionalUnit, specialistUnit } from './directories/index.ts';
import { evaluatorModule } from './evaluator/index.ts';
import { hwNetworksUnit } from './hw-networks/index.ts';
import { incentiveRulesUnit } from './incentive-rules/index.ts';
import { invitationsModule } from './invitations/index.ts';
import { landingModule } from './landing/index.ts';
import { lessonsUnit } from './lessons/index.ts';
import { networkModule } from './network/index.ts';
import { newsUnit } from './news/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { opportunityUnit } from './opportunities/index.ts';
import { opportunityRegisterUnit } from './opportunity-register/index.ts';
import { organizationsModule } from './organizations/index.ts';
import { profileModule } from './profile/index.ts';
import { projectsUnit } from './projects/index.ts';
import { registrationModule } from './registration/index.ts';
import { repositoryObjectsModule } from './repository-objects/index.ts';
import { savedViewsModule } from './saved-views/index.ts';
import { skillsModule } from './skills/index.ts';
import { subscriptionsModule } from './subscriptions/index.ts';
import { trainingsUnit } from './trainings/index.ts';
import { uniquenessModule } from './uniqueness/index.ts';

/**
 * Every generated resource on the server, once: its declaration (domain/resources/), table, visibility and behaviour.
 * The server registers their routes in this order.
 */
export const serverUnits: readonly ServerUnit[] = [
  apartmentTypesUnit,
  opportunityUnit,
  opportunityRegisterUnit,
  appointmentUnit,
  projectsUnit,
  trainingsUnit,
  lessonsUnit,
  carbonFootprintUnit,
  hwNetworksUnit,
  professionalUnit,
  backofficeProfessionalUnit,
  specialistUnit,
  agoraUnit,
  condominiumsUnit,
  newsUnit,
  incentiveRulesUnit,
];

/** Every server module beyond the generated resources, with the routes, files, pickers and jobs it adds. */
export const serverModules: readonly ServerModule[] = [
  profileModule,
  organizationsModule,
  agreementsModule,
  subscriptionsModule,
  uniquenessModule,
  evaluatorModule,
  landingModule,
  invitationsModule,
  networkModule,
  skillsModule,
  registrationModule,
  notificationsModule,
  savedViewsModule,
  repositoryObjectsModule,
];

/** Whatever adds to the shared services (routes, attachment rules, pickers, jobs, seeds): the modules and the units. */
export const serverRegistry: readonly (ServerModule | ServerUnit)[] = [...serverModules, ...serverUnits];
