import { eq } from 'drizzle-orm';
import { PHONE_IN_USE } from '../../../domain/rules/messages.ts';
import type { PersonalData } from '../../../domain/schemas/personal-data.ts';
import type { ProfileDetails, UserInit } from '../../../domain/schemas/profile.ts';
import type { Database } from '../../db/client.ts';
import { networks, profiles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { checkUniqueness } from '../uniqueness/uniqueness.service.ts';

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

/** PUT /profile/profile: the caller's personal data, already validated; a phone held by someone else is refused. */
export async function updatePersonalData(db: Database, caller: Caller, data: PersonalData): Promise<void> {
  if (data.phone) {
    const phone = await checkUniqueness(db, 'userUniquePhone', data.phone, caller.profileId);
    if (!phone.valid) throw new HttpError(400, 'Dati non validi', [{ path: 'phone', message: phone.message ?? PHONE_IN_USE }]);
  }
  await db.update(profiles).set(data).where(eq(profiles.id, caller.profileId));
}
