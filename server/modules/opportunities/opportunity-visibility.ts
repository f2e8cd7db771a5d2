import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Visibility } from '../../crud/unit.ts';
import { opportunities } from '../../db/schema/index.ts';
import { hasActiveRole, inCallerNetwork, isBackOffice } from '../../plugins/auth.ts';

/** The opportunities a caller sees: back office all, the hub head their network's, everyone their own. */
export const opportunityVisibility: Visibility = (caller) => {
  if (isBackOffice(caller)) return undefined;
  return (
    or(
      eq(opportunities.creatorId, caller.profileId),
      hasActiveRole(caller, ['HubHead']) ? inCallerNetwork(opportunities.networkId, caller) : undefined,
    ) ?? sql`false`
  );
};

/** The register's rows: submitted (non-Draft) opportunities, back office all, the hub head their network's. */
export const registerVisibility: Visibility = (caller) => {
  const submitted = ne(opportunities.status, 'Draft');
  if (isBackOffice(caller)) return submitted;
  const network = hasActiveRole(caller, ['HubHead']) ? inCallerNetwork(opportunities.networkId, caller) : undefined;
  return network ? and(submitted, network) : sql`false`;
};
