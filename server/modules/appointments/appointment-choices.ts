import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { ReferenceOptions } from '../../../domain/schemas/reference-options.ts';
import type { Database } from '../../db/client.ts';
import { profiles, projects } from '../../db/schema/index.ts';
import { isBackOffice, type Caller } from '../../plugins/auth.ts';
import { visibleProjects } from '../projects/project-rows.ts';

/** How many choices a picker loads at most. */
export const CHOICES_LIMIT = 1000;


/** Whom the caller may invite: the members of their network (back office: everyone), never themselves. */
function invitable(caller: Caller): SQL | undefined {
  const others = and(eq(profiles.enabled, true), ne(profiles.id, caller.profileId));
  if (isBackOffice(caller)) return others;
  return caller.networkId ? and(others, eq(profiles.networkId, caller.networkId)) : undefined;
}

/** The people picker's choices: `Nome Cognome`, ordered by surname. */
export async function peopleChoices(db: Database, caller: Caller): Promise<ReferenceOptions['data']> {
  const where = invitable(caller);
  if (!where) return [];
  const rows = await db.select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName }).from(profiles)
    .where(where).orderBy(asc(profiles.lastName), asc(profiles.firstName)).limit(CHOICES_LIMIT);
  return rows.map((row) => ({ id: row.id, label: `${row.firstName} ${row.lastName}` }));
}

/** Which of these profile ids the caller may invite. */
export async function invitableAmong(db: Database, caller: Caller, ids: readonly string[]): Promise<Set<string>> {
  const where = invitable(caller);
  if (!where || ids.length === 0) return new Set();
  const rows = await db.select({ id: profiles.id }).from(profiles).where(and(where, inArray(profiles.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function projectChoices(db: Database, caller: Caller): Promise<ReferenceOptions['data']> {
  return db.select({ id: projects.id, label: projects.name }).from(projects)
    .where(visibleProjects(db, caller)).orderBy(asc(projects.name)).limit(CHOICES_LIMIT);
}

