import { and, eq, inArray } from 'drizzle-orm';
import { appRoles, type AppRoleName } from '../../../domain/auth/roles.ts';
import { formatAddress } from '../../../domain/schemas/company-data.ts';
import type { RegistrationRequest } from '../../../domain/registration/registration-request.ts';
import { registrationFlows } from '../../../domain/registration/flows.ts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  agreementAcceptances,
  designerProfiles,
  legalContacts,
  organizations,
  profileSkills,
  profiles,
  userRoles,
} from '../../db/schema/index.ts';
import { currentRequiredAgreements } from '../agreements/public.ts';

export interface NewMember {
  request: RegistrationRequest;
  /** The embedded issuer's login account, or the external issuer's account the profile is bound to. */
  login: { passwordHash: string } | { subject: string; issuer: string };
  networkId: string;
  roleName: AppRoleName;
}

const inserted = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('registration row not inserted');
  return row;
};

const designerProfileOf = (request: RegistrationRequest) => {
  if (request.flow !== 'designer') return null;
  const { publicProfile } = request;
  return {
    chamberOfCommerceNumber: publicProfile.chamberOfCommerceNumber,
    taxCode: request.company.fiscalCode,
    professionalCategory: publicProfile.professionalCategory,
    yearsOfExperience: publicProfile.yearsOfExperience,
    employeesNumber: publicProfile.employeesNumber,
    collaboratorsNumber: publicProfile.collaboratorsNumber,
    averageCostOfWork: publicProfile.averageCostOfWork,
  };
};

/**
 * Writes a new member inside the caller's transaction: login account (embedded issuer) or the external issuer's
 * subject, profile, Waiting role, chosen skills, designer profile, then the organization with its legal contact (last,
 * so a VAT number taken meanwhile undoes all the rest), and the acceptance of the current privacy policy and terms.
 * Answers the new profile's id.
 */
export async function insertMember(tx: Database, { request, login, networkId, roleName }: NewMember): Promise<string> {
  const { user, company, legalRepresentative } = request;
  const skills = request.flow === 'designer' ? request.skills : null;
  const publicProfile = request.flow === 'district-manager' ? null : request.publicProfile;
  const subject =
    'passwordHash' in login
      ? {
          subject: inserted(
            await tx
              .insert(accounts)
              .values({ email: user.email, passwordHash: login.passwordHash })
              .returning({ id: accounts.id }),
          ).id,
          subjectIssuer: null,
        }
      : { subject: login.subject, subjectIssuer: login.issuer };
  const profile = inserted(
    await tx
      .insert(profiles)
      .values({
        ...subject,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        fiscalCode: user.fiscalCode,
        placeOfBirth: user.placeOfBirth,
        dob: user.dob,
        userType: registrationFlows[request.flow].userType,
        skillDescription: skills?.skillDescription ?? null,
        agoraVisible: publicProfile?.agoraVisible ?? false,
        networkId,
      })
      .returning({ id: profiles.id }),
  );
  await tx
    .insert(userRoles)
    .values({ profileId: profile.id, roleId: appRoles[roleName], status: 'Waiting', page: null });
  const skillIds = skills?.skillIds ?? [];
  if (skillIds.length > 0)
    await tx.insert(profileSkills).values(skillIds.map((skillId) => ({ profileId: profile.id, skillId })));
  const designerProfile = designerProfileOf(request);
  if (designerProfile) await tx.insert(designerProfiles).values({ profileId: profile.id, ...designerProfile });
  const organization = inserted(
    await tx
      .insert(organizations)
      .values({
        ...company,
        address: formatAddress(company),
        website: publicProfile?.website ?? null,
        publicDescription: publicProfile?.publicDescription ?? null,
      })
      .returning({ id: organizations.id }),
  );
  await tx.insert(legalContacts).values({ organizationId: organization.id, ...legalRepresentative });
  await tx.update(profiles).set({ organizationId: organization.id }).where(eq(profiles.id, profile.id));
  const agreements = await currentRequiredAgreements(tx);
  if (agreements.length > 0) {
    await tx
      .insert(agreementAcceptances)
      .values(agreements.map((agreement) => ({ profileId: profile.id, agreementId: agreement.id })));
  }
  return profile.id;
}

const backOfficeRoleIds = [appRoles.BackofficeUser, appRoles.BackofficeAdmin];

/** Who approves a new member of this network: back office, and the network's own hub heads, each once. */
export async function approversOf(db: Database, networkId: string): Promise<string[]> {
  const [backOffice, hubHeads] = await Promise.all([
    db
      .select({ id: userRoles.profileId })
      .from(userRoles)
      .where(and(inArray(userRoles.roleId, backOfficeRoleIds), eq(userRoles.status, 'Active'))),
    db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(userRoles, eq(userRoles.profileId, profiles.id))
      .where(
        and(eq(profiles.networkId, networkId), eq(userRoles.roleId, appRoles.HubHead), eq(userRoles.status, 'Active')),
      ),
  ]);
  return [...new Set([...backOffice, ...hubHeads].map((row) => row.id))];
}
