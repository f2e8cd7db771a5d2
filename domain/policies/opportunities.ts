import { backOffice, hubHead } from './policy.ts';

/** Who sees the opportunities and who takes the back-office moves of their workflow. */
export const opportunityPolicy = {
  /** Sees every opportunity and every submitted one in the register. */
  seesEveryOpportunity: backOffice,
  /** Sees the opportunities of their own network and their submitted ones in the register. */
  seesNetworkOpportunities: hubHead,
  /** Reviews, approves, rejects or sends back a submitted opportunity (the workflow's `backOffice` actor). */
  evaluatesOpportunities: backOffice,
};
