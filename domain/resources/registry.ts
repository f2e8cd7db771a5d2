import { apartmentTypes } from './apartment-types.ts';
import { appointments } from './appointments.ts';
import { carbonFootprints } from './carbon-footprints.ts';
import {
  agoraDirectory,
  backofficeProfessionalDirectory,
  professionalDirectory,
  specialistDirectory,
} from './directories.ts';
import { hwNetworks } from './networks.ts';
import { condominiumsResource } from './condominiums.ts';
import { namedIn, type ResourceDeclaration } from './declaration.ts';
import { incentiveRules } from './incentive-rules.ts';
import { lessons } from './lessons.ts';
import { newsPosts } from './news.ts';
import { opportunities } from './opportunities.ts';
import { opportunityRegister } from './opportunity-register.ts';
import { projectsResource } from './projects.ts';
import { trainings } from './trainings.ts';

/** Every generated resource, once: the server registers its routes and the SPA its screens and menu entry from here. */
export const resourceDeclarations: readonly ResourceDeclaration[] = [
  apartmentTypes,
  opportunities,
  opportunityRegister,
  appointments,
  projectsResource,
  trainings,
  lessons,
  carbonFootprints,
  hwNetworks,
  professionalDirectory,
  backofficeProfessionalDirectory,
  specialistDirectory,
  agoraDirectory,
  condominiumsResource,
  newsPosts,
  incentiveRules,
];

/** The declaration of this name (a unit's, a route's); an unknown name is a programming error. */
export const declarationNamed = (name: string): ResourceDeclaration => namedIn(resourceDeclarations, name);
