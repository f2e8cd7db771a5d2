import type { ServerUnit } from '../crud/unit.ts';
import { apartmentTypesUnit } from './apartment-types/index.ts';
import { lessonsUnit } from './lessons/index.ts';
import { newsUnit } from './news/index.ts';
import { appointmentUnit } from './appointments/index.ts';
import { carbonFootprintUnit } from './carbon-footprints/index.ts';
import { agoraUnit, backofficeProfessionalUnit, professionalUnit, specialistUnit } from './directories/index.ts';
import { hwNetworksUnit } from './hw-networks/index.ts';
import { incentiveRulesUnit } from './incentive-rules/index.ts';
import { condominiumsUnit } from './condominiums/index.ts';
import { opportunityUnit } from './opportunities/index.ts';
import { opportunityRegisterUnit } from './opportunity-register/index.ts';
import { projectsUnit } from './projects/index.ts';
import { trainingsUnit } from './trainings/index.ts';

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
