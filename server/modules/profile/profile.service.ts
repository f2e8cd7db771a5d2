import { eq } from 'drizzle-orm';
import type { ProfileDetails, UserInit } from '../../../domain/schemas/profile.ts';
import type { Database } from '../../db/client.ts';
import { networks, profiles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';

/** GET /profile/init. Agreements, subscriptions and payments join here as their issues land; today none exist. */
export function userInit(caller: Caller): UserInit {
  return { roles: caller.roles, subscriptions: [], missingAgreements: [], payments: [], mandatorySubscriptionRequired: false };
}

export async function profileDetails(db: Database, caller: Caller, withIdentity: boolean, issuer: string): Promise<ProfileDetails> {
  const [row] = await db
    .select({ profile: profiles, network: { id: networks.id, name: networks.name, code: networks.code } })
    .from(profiles)
    .leftJoin(networks, eq(networks.id, profiles.networkId))
    .where(eq(profiles.id, caller.profileId));
  if (!row) throw new Error('caller without profile');
  const { profile, network } = row;
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    fiscalCode: profile.fiscalCode,
    userType: profile.userType,
    platformId: profile.platformId,
    bio: profile.bio,
    dob: profile.dob,
    avatar: profile.avatar,
    enabled: profile.enabled,
    network,
    ...(withIdentity && { identity: { subject: profile.subject, issuer } }),
  };
}
