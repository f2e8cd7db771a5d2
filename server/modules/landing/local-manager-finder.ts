import { and, asc, count, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { appRoles } from '../../../domain/auth/roles.ts';
import type { Database } from '../../db/client.ts';
import { landingContacts, localManagerAreas, profiles, userRoles } from '../../db/schema/index.ts';

export interface FoundLocalManager {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

const coversProvince = (db: Database, provinces: readonly string[]): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(localManagerAreas)
      .where(and(eq(localManagerAreas.profileId, profiles.id), inArray(localManagerAreas.province, [...provinces]))),
  );

/** Leads still waiting for a first call: the Local Manager with fewer of them gets the next one. */
const openLeads = (db: Database): SQL =>
  sql`(${db
    .select({ value: count() })
    .from(landingContacts)
    .where(and(eq(landingContacts.localManagerId, profiles.id), eq(landingContacts.status, 'New')))})`;

async function firstActiveLocalManager(db: Database, where: SQL, preference: SQL[]): Promise<FoundLocalManager | null> {
  const [found] = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .innerJoin(
      userRoles,
      and(
        eq(userRoles.profileId, profiles.id),
        eq(userRoles.roleId, appRoles.LocalManager),
        eq(userRoles.status, 'Active'),
      ),
    )
    .where(and(eq(profiles.enabled, true), where))
    .orderBy(...preference, asc(openLeads(db)), asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  return found ?? null;
}

/**
 * The Local Manager a new lead goes to. From a network's landing link: an Active Local Manager of that network, the one
 * covering the home's province first (and nobody outside the network: the link is the network's own channel).
 * Otherwise: an Active Local Manager whose area covers the province. Among equals, the one with fewer new leads.
 */
export async function findLocalManager(
  db: Database,
  target: { networkId: string | null; provinces: readonly string[] },
): Promise<FoundLocalManager | null> {
  if (target.networkId) {
    const covering = sql`case when ${coversProvince(db, target.provinces)} then 0 else 1 end`;
    return firstActiveLocalManager(db, eq(profiles.networkId, target.networkId), [asc(covering)]);
  }
  return firstActiveLocalManager(db, coversProvince(db, target.provinces), []);
}
