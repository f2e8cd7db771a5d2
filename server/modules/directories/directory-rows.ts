import { inArray } from 'drizzle-orm';
import { activeRoleNames, type RoleStatus } from '../../../domain/auth/roles.ts';
import {
  viewersOf,
  visiblePersonalFields,
  type Directory,
  type PersonalField,
} from '../../../domain/directories/personal-fields.ts';
import { professionalRoleNames, type Studio } from '../../../domain/resources/directories.ts';
import type { DesignerProfileView } from '../../../domain/schemas/designer-profile.ts';
import type { MemberRole } from '../../../domain/schemas/network.ts';
import { professionalCategoryNames, type ProfessionalCategory } from '../../../domain/rules/user-types.ts';
import type { Database } from '../../db/client.ts';
import { designerProfiles, organizations, profileSkills, profiles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { rolesOfProfiles } from '../network/public.ts';
import { designerProfileOf } from '../profile/public.ts';

/** What the store reads of a profile for every directory. */
export interface StoredPerson {
  id: string;
  firstName: string;
  lastName: string;
  organizationId: string | null;
  networkId: string | null;
  createdAt: string;
}

type ProfessionalRole = (typeof professionalRoleNames)[number];

/** Every key any directory's record carries; each directory's response schema keeps its own. */
export interface DirectoryRow extends StoredPerson {
  organizationName: string | null;
  city: string | null;
  province: string | null;
  professionalCategory: ProfessionalCategory | null;
  skillId: string[];
  skillNames: string | null;
  networkName: string | null;
  role: ProfessionalRole | null;
  roles: MemberRole[];
  roleStatus: RoleStatus | null;
  enabled: boolean;
  publicDescription: string | null;
  website: string | null;
  email?: string;
  phone?: string | null;
  fiscalCode?: string | null;
  address?: string | null;
  studio?: Studio;
}

type OrganizationRow = typeof organizations.$inferSelect;

const addressOf = (row: OrganizationRow): string | null => {
  const street = [row.street, row.houseNumber].filter(Boolean).join(' ');
  const place = [row.zip, row.city, row.province ? `(${row.province})` : null].filter(Boolean).join(' ');
  const full = [street, place].filter((part) => part !== '').join(', ');
  return full === '' ? row.address : full;
};

const isCategory = (value: string | null): value is ProfessionalCategory =>
  value !== null && (professionalCategoryNames as readonly string[]).includes(value);

/** The designer profile's tax code is a fiscal code: only for a caller who sees fiscal codes. */
function withoutTaxCode(designer: DesignerProfileView, keep: boolean): Studio['designerProfile'] {
  const { taxCode, ...rest } = designer;
  return keep ? { ...rest, taxCode } : rest;
}

/** The personal fields this caller receives in this directory (domain/directories/personal-fields.ts). */
export const personalFieldsFor = (directory: Directory, caller: Caller): PersonalField[] =>
  visiblePersonalFields(directory, viewersOf(activeRoleNames(caller.roles)));

function studioOf(
  organization: OrganizationRow | undefined,
  visible: readonly PersonalField[],
  designer: Studio['designerProfile'],
  person: { bio: string | null; skillDescription: string | null },
): Studio {
  const sees = (field: PersonalField) => visible.includes(field);
  return {
    organization: organization
      ? {
          id: organization.id,
          name: organization.name,
          vatNumber: organization.vatNumber,
          city: organization.city,
          province: organization.province,
          website: organization.website,
          publicDescription: organization.publicDescription,
          ...(sees('phone') && { phone: organization.phone }),
          ...(sees('address') && { address: addressOf(organization), certifiedEmail: organization.certifiedEmail }),
        }
      : null,
    designerProfile: designer,
    bio: person.bio,
    skillDescription: person.skillDescription,
  };
}

/**
 * The computed keys of a page of people: organisation, city and province, category, skills, roles; the personal fields
 * only where the matrix lets this caller see them; the studio with `extend=studio` (one person at a time).
 */
export async function directoryRows(
  db: Database,
  caller: Caller,
  directory: Directory,
  rows: readonly StoredPerson[],
  extend: readonly string[],
): Promise<DirectoryRow[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const organizationIds = rows.flatMap((row) => (row.organizationId ? [row.organizationId] : []));
  const [people, orgs, designers, skills, rolesById] = await Promise.all([
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        phone: profiles.phone,
        fiscalCode: profiles.fiscalCode,
        enabled: profiles.enabled,
        bio: profiles.bio,
        skillDescription: profiles.skillDescription,
      })
      .from(profiles)
      .where(inArray(profiles.id, ids)),
    organizationIds.length === 0
      ? []
      : db.select().from(organizations).where(inArray(organizations.id, organizationIds)),
    db
      .select({ id: designerProfiles.profileId, category: designerProfiles.professionalCategory })
      .from(designerProfiles)
      .where(inArray(designerProfiles.profileId, ids)),
    db
      .select({ id: profileSkills.profileId, skillId: profileSkills.skillId })
      .from(profileSkills)
      .where(inArray(profileSkills.profileId, ids)),
    rolesOfProfiles(db, ids),
  ]);
  const visible = personalFieldsFor(directory, caller);
  const sees = (field: PersonalField) => visible.includes(field);
  const withStudio = extend.includes('studio');
  return Promise.all(
    rows.map(async (row) => {
      const person = people.find((candidate) => candidate.id === row.id);
      const organization = orgs.find((candidate) => candidate.id === row.organizationId);
      const category = designers.find((candidate) => candidate.id === row.id)?.category ?? null;
      const roles = rolesById.get(row.id) ?? [];
      const professional = roles.filter((role) => (professionalRoleNames as readonly string[]).includes(role.roleName));
      const active = professional.find((role) => role.status === 'Active') ?? professional[0];
      const role = professionalRoleNames.find((name) => name === active?.roleName) ?? null;
      const designer = withStudio ? await designerProfileOf(db, row.id) : null;
      return {
        ...row,
        organizationName: organization?.name ?? null,
        city: organization?.city ?? null,
        province: organization?.province ?? null,
        professionalCategory: isCategory(category) ? category : null,
        skillId: skills.filter((skill) => skill.id === row.id).map((skill) => skill.skillId),
        skillNames: null,
        networkName: null,
        role,
        roles,
        roleStatus: active?.status ?? null,
        enabled: person?.enabled ?? false,
        publicDescription: organization?.publicDescription ?? null,
        website: organization?.website ?? null,
        ...(sees('email') && person && { email: person.email }),
        ...(sees('phone') && { phone: person?.phone ?? null }),
        ...(sees('fiscalCode') && { fiscalCode: person?.fiscalCode ?? null }),
        ...(sees('address') && { address: organization ? addressOf(organization) : null }),
        ...(designer && {
          studio: studioOf(organization, visible, withoutTaxCode(designer, sees('fiscalCode')), {
            bio: person?.bio ?? null,
            skillDescription: person?.skillDescription ?? null,
          }),
        }),
      };
    }),
  );
}
