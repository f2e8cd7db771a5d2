import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { networkPolicy } from '../../../domain/policies/networks.ts';
import type { ReferenceSource } from '../../crud/references.ts';
import { networks, projects } from '../../db/schema/index.ts';
import { allows } from '../../plugins/auth.ts';
import { projectVisibility } from '../projects/public.ts';

/**
 * The networks picker: back office every network; a hub head their own; anyone else the networks of the projects they
 * see.
 */
export const networkSource: ReferenceSource = {
  table: networks,
  id: networks.id,
  label: sql<string>`${networks.name}`,
  choosable: (caller, db) => {
    if (allows(caller, networkPolicy.picksEveryNetwork)) return undefined;
    if (allows(caller, networkPolicy.picksOwnNetwork))
      return caller.networkId ? eq(networks.id, caller.networkId) : sql`false`;
    return inArray(
      networks.id,
      db
        .selectDistinct({ id: projects.networkId })
        .from(projects)
        .where(and(isNotNull(projects.networkId), projectVisibility(caller, db))),
    );
  },
};
