import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Visibility } from '../../crud/unit.ts';
import { carbonFootprints, projects } from '../../db/schema/index.ts';
import { footprintPolicy } from '../../../domain/policies/carbon-footprints.ts';
import { allows, rolesOf, type Caller } from '../../plugins/auth.ts';
import { projectVisibility } from '../projects/public.ts';

/** The footprints a caller sees: their own, those of the projects they see (the project's people), back office all. */
export const footprintVisibility: Visibility = (caller, db) => {
  if (allows(caller, footprintPolicy.seesEveryFootprint)) return undefined;
  const ofVisibleProject = exists(
    db
      .select({ one: sql`1` })
      .from(projects)
      .where(and(eq(projects.id, carbonFootprints.projectId), projectVisibility(caller, db))),
  );
  return or(eq(carbonFootprints.authorId, caller.profileId), ofVisibleProject);
};

/** Who may edit and delete a footprint they see: its author, or back office. */
export const mayEditFootprint = (caller: Caller, authorId: string): boolean =>
  footprintPolicy.mayEditFootprint(rolesOf(caller), { isAuthor: authorId === caller.profileId });
