import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { HubHead } from '../../../domain/resources/networks.ts';
import { appRoles } from '../../../domain/auth/roles.ts';
import { networkPolicy } from '../../../domain/policies/networks.ts';
import { networkTypes, type NetworkType } from '../../../domain/network/network-types.ts';
import type { Database } from '../../db/client.ts';
import { networkSkills, organizations, profiles, userRoles } from '../../db/schema/index.ts';
import { allows, type Caller } from '../../plugins/auth.ts';
import { mayActOn } from '../network/public.ts';

export interface StoredNetwork {
  id: string;
  name: string;
  code: string;
  description: string | null;
  type: NetworkType;
  createdAt: string;
}

const typeOf = (value: string): NetworkType => networkTypes.find((type) => type === value) ?? 'HappyWay';

/** The network's head (the oldest HubHead role of its profiles), with the head-of-network data the caller may see. */
async function hubHeadOf(db: Database, caller: Caller, networkId: string): Promise<HubHead | null> {
  const [row] = await db
    .select({ profile: profiles, organization: organizations })
    .from(profiles)
    .innerJoin(userRoles, and(eq(userRoles.profileId, profiles.id), eq(userRoles.roleId, appRoles.HubHead)))
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(eq(profiles.networkId, networkId))
    .orderBy(asc(userRoles.createdAt))
    .limit(1);
  if (!row) return null;
  const { profile, organization } = row;
  const full = allows(caller, networkPolicy.managesEveryNetwork);
  const address = organization
    ? [organization.street, organization.houseNumber, organization.zip, organization.city, organization.province]
        .filter(Boolean)
        .join(' ') || organization.address
    : null;
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    bio: profile.bio,
    email: profile.email,
    phone: profile.phone,
    companyName: organization?.name ?? null,
    vatNumber: organization?.vatNumber ?? null,
    ...(full && {
      address,
      certifiedEmail: organization?.certifiedEmail ?? null,
      electronicInvoicingCode: organization?.electronicInvoicingCode ?? null,
    }),
  };
}

/**
 * Skills, head, members and whether the caller may edit, for a page of networks; the head's data with `extend=hubHead`.
 */
export async function networkRows(
  db: Database,
  caller: Caller,
  rows: readonly StoredNetwork[],
  extend: readonly string[],
) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [skills, members, heads] = await Promise.all([
    db.select().from(networkSkills).where(inArray(networkSkills.networkId, ids)),
    db
      .select({ networkId: profiles.networkId, value: count() })
      .from(profiles)
      .where(inArray(profiles.networkId, ids))
      .groupBy(profiles.networkId),
    db
      .select({
        networkId: profiles.networkId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
      })
      .from(profiles)
      .innerJoin(userRoles, and(eq(userRoles.profileId, profiles.id), eq(userRoles.roleId, appRoles.HubHead)))
      .where(inArray(profiles.networkId, ids))
      .orderBy(asc(userRoles.createdAt)),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const head = heads.find((candidate) => candidate.networkId === row.id);
      return {
        ...row,
        type: typeOf(row.type),
        skillIds: skills.filter((skill) => skill.networkId === row.id).map((skill) => skill.skillId),
        skillNames: null,
        hubHeadName: head ? `${head.firstName} ${head.lastName}` : null,
        hubHeadEmail: head?.email ?? null,
        membersCount: members.find((entry) => entry.networkId === row.id)?.value ?? 0,
        editable: mayActOn(caller, 'edit', row.id),
        ...(extend.includes('hubHead') && { hubHead: await hubHeadOf(db, caller, row.id) }),
      };
    }),
  );
}

/** Replaces the network's skills. */
export async function saveNetworkSkills(db: Database, networkId: string, skillIds: readonly string[]): Promise<void> {
  await db.delete(networkSkills).where(eq(networkSkills.networkId, networkId));
  if (skillIds.length > 0)
    await db.insert(networkSkills).values([...new Set(skillIds)].map((skillId) => ({ networkId, skillId })));
}
