import type { ResourceUnit } from './generic/resource-unit.ts';
import { apartmentTypesUnit } from './apartment-types/index.ts';
import { appointmentsUnit } from './appointments/index.ts';
import { carbonFootprintsUnit } from './carbon-foot-print/index.ts';
import { agoraUnit, backofficeProfessionalUnit, professionalUnit, specialistUnit } from './directories/index.ts';
import { hwNetworksUnit } from './hw-networks/index.ts';
import { incentiveRulesUnit } from './incentive-rules/index.ts';
import { condominiumsUnit } from './condominiums/index.ts';
import { newsUnit } from './news/index.ts';
import { opportunitiesUnit } from './opportunities/index.ts';
import { opportunityRegisterUnit } from './opportunity-register/index.ts';
import { projectsUnit } from './projects/index.ts';
import { lessonsUnit, trainingsUnit } from './trainings/index.ts';

/**
 * Every resource of the SPA, once, each from its folder's `index.ts`: the routes, refine's resources and the menu are
 * built from here (src/app/screens.tsx). Every declaration of domain/resources/ (its outline) has its unit here.
 */
export const resourceUnits: readonly ResourceUnit[] = [
  apartmentTypesUnit,
  opportunitiesUnit,
  opportunityRegisterUnit,
  appointmentsUnit,
  projectsUnit,
  trainingsUnit,
  lessonsUnit,
  carbonFootprintsUnit,
  hwNetworksUnit,
  professionalUnit,
  backofficeProfessionalUnit,
  specialistUnit,
  agoraUnit,
  condominiumsUnit,
  newsUnit,
  incentiveRulesUnit,
];
