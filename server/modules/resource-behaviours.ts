import type { ResourceBehaviour } from '../crud/behaviour.ts';
import { appointmentBehaviour } from './appointments/appointments.behaviour.ts';
import { opportunityBehaviour } from './opportunities/opportunities.behaviour.ts';
import { opportunityRegisterBehaviour } from './opportunities/opportunity-register.behaviour.ts';
import { projectsBehaviour } from './projects/projects.behaviour.ts';

/**
 * What each generated resource does beyond its declaration, by resource name (one line per resource that has any;
 * a plain resource such as apartment types has no entry).
 */
export const resourceBehaviours: Partial<Record<string, ResourceBehaviour>> = {
  opportunity: opportunityBehaviour,
  'opportunity-register': opportunityRegisterBehaviour,
  appointment: appointmentBehaviour,
  projects: projectsBehaviour,
};
