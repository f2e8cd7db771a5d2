import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isAppRoleName, type RoleStatus } from '../../../domain/auth/roles.ts';
import { isProfessionalCategory } from '../../../domain/rules/user-types.ts';
import type {
  Member,
  MemberList,
  MemberRole,
  RegistrantDetails,
  WaitingMemberList,
} from '../../../domain/schemas/network.ts';
import type { Database } from '../../db/client.ts';
import { designerProfiles, networks, organizations, profiles, roles, userRoles } from '../../db/schema/index.ts';
import { escapeLike } from '../../crud/conditions.ts';
import { fullName } from '../../db/profile-name.ts';

/** Each profile's roles with status and status reason, in the order they were given. */
export async function rolesOfProfiles(db: Database, profileIds: string[]): Promise<Map<string, MemberRole[]>> {
  const byProfile = new Map<string, MemberRole[]>();
  if (profileIds.length === 0) return byProfile;
  const rows = await db
    .select({
      profileId: userRoles.profileId,
      roleId: userRoles.roleId,
      roleName: roles.name,
      status: userRoles.status,
      statusReason: userRoles.statusReason,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.profileId, profileIds))
    .orderBy(userRoles.createdAt, userRoles.roleId);
  for (const { profileId, roleName, status, ...role } of rows) {
    if (!isAppRoleName(roleName)) continue;
    const list = byProfile.get(profileId) ?? [];
    list.push({ ...role, roleName, status: status as RoleStatus });
    byProfile.set(profileId, list);
  }
  return byProfile;
}

export interface MemberFilter {
  /** Only this network's profiles; every network when null. */
  networkId: string | null;
  /** Only profiles holding a role in this status. */
  status?: RoleStatus | undefined;
  /** With `status`: only a role of these ids in that status counts (null or absent: a role of any id). */
  roleIds?: readonly number[] | null;
  q?: string | undefined;
  page: number;
  limit: number;
}

function whereOf({ networkId, status, roleIds, q }: MemberFilter): SQL | undefined {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const ofRoles = roleIds ? sql` and ${inArray(userRoles.roleId, [...roleIds])}` : sql``;
  return and(
    networkId === null ? undefined : eq(profiles.networkId, networkId),
    status === undefined
      ? undefined
      : sql`exists (select 1 from ${userRoles} where ${userRoles.profileId} = ${profiles.id} and ${userRoles.status} = ${status}${ofRoles})`,
    pattern === null ? undefined : or(ilike(profiles.email, pattern), ilike(fullName, pattern)),
  );
}

/** Members with their roles, oldest registration first (who waits longest comes first), a page at a time. */
export async function listMembers(db: Database, filter: MemberFilter): Promise<MemberList> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ profile: profiles, network: { id: networks.id, name: networks.name, code: networks.code } })
      .from(profiles)
      .leftJoin(networks, eq(networks.id, profiles.networkId))
      .where(where)
      .orderBy(asc(profiles.createdAt), asc(profiles.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ value: count() }).from(profiles).where(where),
  ]);
  const rolesById = await rolesOfProfiles(
    db,
    rows.map((row) => row.profile.id),
  );
  const data: Member[] = rows.map(({ profile, network }) => ({
    profileId: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    registeredAt: profile.createdAt.toISOString(),
    network,
    roles: rolesById.get(profile.id) ?? [],
  }));
  return { data, total: total?.value ?? 0, page: filter.page, limit: filter.limit };
}

/**
 * Each profile's registrant details: their organisation's name, VAT number, tax code and place, a designer's category.
 */
async function registrantDetailsOf(db: Database, profileIds: string[]): Promise<Map<string, RegistrantDetails>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select({
      profileId: profiles.id,
      companyName: organizations.name,
      vatNumber: organizations.vatNumber,
      fiscalCode: organizations.fiscalCode,
      city: organizations.city,
      province: organizations.province,
      category: designerProfiles.professionalCategory,
    })
    .from(profiles)
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .leftJoin(designerProfiles, eq(designerProfiles.profileId, profiles.id))
    .where(inArray(profiles.id, profileIds));
  return new Map(
    rows.map(({ profileId, category, ...company }) => [
      profileId,
      { ...company, professionalCategory: isProfessionalCategory(category) ? category : null },
    ]),
  );
}

const noDetails: RegistrantDetails = {
  companyName: null,
  vatNumber: null,
  fiscalCode: null,
  city: null,
  province: null,
  professionalCategory: null,
};

/** The to-approve list: members as listMembers answers them, each with what they entered when registering. */
export async function listWaitingMembers(db: Database, filter: MemberFilter): Promise<WaitingMemberList> {
  const list = await listMembers(db, filter);
  const details = await registrantDetailsOf(
    db,
    list.data.map((member) => member.profileId),
  );
  return {
    ...list,
    data: list.data.map((member) => ({ ...member, details: details.get(member.profileId) ?? noDetails })),
  };
}
