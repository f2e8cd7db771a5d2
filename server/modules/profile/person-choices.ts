import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { appRoles, partTakingRoles } from '../../../domain/auth/roles.ts';
import type { ReferenceSource } from '../../crud/references.ts';
import type { Database } from '../../db/client.ts';
import { fullName } from '../../db/profile-name.ts';
import { profiles, userRoles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';

/** An enabled profile holding a role that meets `condition` as Active (ids of domain/auth/roles.ts). */
export const activeWith = (db: Database, condition: SQL) =>
  and(
    eq(profiles.enabled, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(userRoles)
        .where(and(eq(userRoles.profileId, profiles.id), eq(userRoles.status, 'Active'), condition)),
    ),
  );

/**
 * An enabled profile with an Active role that takes a part (domain/auth/roles.ts `partTakingRoles`): never a Waiting,
 * rejected or suspended member, the final user or the back-office admin.
 */
export const takesPart = (db: Database) =>
  activeWith(
    db,
    inArray(
      userRoles.roleId,
      partTakingRoles.map((role) => appRoles[role]),
    ),
  );

/** A picker of people: their name, the e-mail telling apart two of the same name, by surname; `choosable` who. */
export const personSource = (choosable: (caller: Caller, db: Database) => SQL | undefined): ReferenceSource => ({
  table: profiles,
  id: profiles.id,
  label: fullName,
  hint: sql<string | null>`${profiles.email}`,
  order: [asc(profiles.lastName), asc(profiles.firstName)],
  choosable,
});
