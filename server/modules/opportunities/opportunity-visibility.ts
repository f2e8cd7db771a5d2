import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Visibility } from '../../crud/unit.ts';
import { opportunities } from '../../db/schema/index.ts';
import { opportunityPolicy } from '../../../domain/policies/opportunities.ts';
import { allows, inCallerNetwork } from '../../plugins/auth.ts';

/** The opportunities a caller sees: back office all, the hub head their network's, everyone their own. */
export const opportunityVisibility: Visibility = (caller) => {
  if (allows(caller, opportunityPolicy.seesEveryOpportunity)) return undefined;
  return (
    or(
      eq(opportunities.creatorId, caller.profileId),
      allows(caller, opportunityPolicy.seesNetworkOpportunities)
        ? inCallerNetwork(opportunities.networkId, caller)
        : undefined,
    ) ?? sql`false`
  );
};

/** The register's rows: submitted (non-Draft) opportunities, back office all, the hub head their network's. */
export const registerVisibility: Visibility = (caller) => {
  const submitted = ne(opportunities.status, 'Draft');
  if (allows(caller, opportunityPolicy.seesEveryOpportunity)) return submitted;
  const network = allows(caller, opportunityPolicy.seesNetworkOpportunities)
    ? inCallerNetwork(opportunities.networkId, caller)
    : undefined;
  return network ? and(submitted, network) : sql`false`;
};
