import { backOffice, heldBy } from './policy.ts';

/** Who works the home-owners' leads of the energy wizard. */
export const leadPolicy = {
  /** Sees every lead, and whom each is assigned to. */
  seesEveryLead: backOffice,
  /** Works the leads assigned to them. */
  worksOwnLeads: heldBy(['LocalManager']),
};
