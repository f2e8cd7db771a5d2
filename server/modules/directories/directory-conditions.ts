import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { appRoles, type AppRoleName, type RoleStatus } from '../../../domain/auth/roles.ts';
import { directoryPolicy } from '../../../domain/policies/directories.ts';
import { professionalRoleNames } from '../../../domain/resources/directories.ts';
import type { FilterValue } from '../../crud/list-query.ts';
import type { UnitQueries } from '../../crud/conditions.ts';
import type { Database } from '../../db/client.ts';
import { designerProfiles, organizations, profileSkills, profiles, userRoles } from '../../db/schema/index.ts';
import { allows, type Caller } from '../../plugins/auth.ts';
import { fullName } from '../../db/profile-name.ts';

export const professionalRoleIds = professionalRoleNames.map((role) => appRoles[role]);

/** The profile holds one of these roles, in one of these statuses (any status when none is given). */
export const holdsRole = (roleIds: readonly number[], statuses?: readonly RoleStatus[]): SQL =>
  exists(sql`(select 1 from ${userRoles}
  where ${userRoles.profileId} = ${profiles.id} and ${inArray(userRoles.roleId, [...roleIds])}${statuses ? sql` and ${inArray(userRoles.status, [...statuses])}` : sql``})`);

const nothing = sql`false`;

/** A hub head who is neither back office nor specialist sees only their own network's people. */
export const onlyOwnNetwork = (caller: Caller): boolean => allows(caller, directoryPolicy.seesOnlyOwnNetwork);

export const ownNetworkOnly = (caller: Caller): SQL | undefined =>
  onlyOwnNetwork(caller) ? (caller.networkId ? eq(profiles.networkId, caller.networkId) : nothing) : undefined;

/** `q` over name and e-mail (its trigram index), or over the name alone for a caller who does not see e-mails. */
export const nameAndEmail = (pattern: string): SQL => sql`(${fullName} || ' ' || ${profiles.email}) ilike ${pattern}`;
export const nameOnly = (pattern: string): SQL => sql`(${fullName}) ilike ${pattern}`;

const text = (value: FilterValue) => String(value);

/**
 * The filters of the directories that no column of `profiles` holds: category, skill and the organisation's province.
 */
export const placeFilters: NonNullable<UnitQueries['filters']> = {
  professionalCategory: (value) =>
    exists(sql`(select 1 from ${designerProfiles} where ${designerProfiles.profileId} = ${profiles.id}
    and ${designerProfiles.professionalCategory} = ${text(value)})`),
  skillId: (value) =>
    exists(sql`(select 1 from ${profileSkills} where ${profileSkills.profileId} = ${profiles.id}
    and ${profileSkills.skillId} = ${text(value)})`),
  province: (value) =>
    inArray(
      profiles.organizationId,
      sql`(select ${organizations.id} from ${organizations}
    where ${organizations.province} = ${text(value).trim().toUpperCase()})`,
    ),
};

/** The role filter: the profile holds that professional role (Active, or in one of `statuses`). */
export const roleFilter =
  (statuses?: readonly RoleStatus[]) =>
  (value: FilterValue): SQL => {
    const role = professionalRoleNames.find((name) => name === value);
    return role ? holdsRole([appRoles[role]], statuses) : nothing;
  };

/** Enabled profiles with an Active role among these. */
export const enabledWith = (roles: readonly AppRoleName[]): SQL | undefined =>
  and(
    eq(profiles.enabled, true),
    holdsRole(
      roles.map((role) => appRoles[role]),
      ['Active'],
    ),
  );

/** Visibility of a single profile in a directory, for the routes beyond the generated ones. */
export async function isListed(db: Database, profileId: string, condition: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), condition));
  return row !== undefined;
}

/** Enabled people with an Active Designer, HWDesigner or LocalManager role. */
export const activeProfessional = enabledWith(professionalRoleNames);
