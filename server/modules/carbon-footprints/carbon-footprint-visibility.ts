import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carbonFootprints, projects } from '../../db/schema/index.ts';
import { isBackOffice, type Caller } from '../../plugins/auth.ts';
import { visibleProjects } from '../projects/project-rows.ts';

/** The footprints a caller sees: their own, those of the projects they see (the project's people), back office all. */
export function visibleFootprints(db: Database, caller: Caller): SQL | undefined {
  if (isBackOffice(caller)) return undefined;
  const ofVisibleProject = exists(db.select({ one: sql`1` }).from(projects)
    .where(and(eq(projects.id, carbonFootprints.projectId), visibleProjects(db, caller))));
  return or(eq(carbonFootprints.authorId, caller.profileId), ofVisibleProject);
}
