import { eq } from 'drizzle-orm';
import { PHONE_IN_USE } from '../../../domain/rules/messages.ts';
import type { PersonalData } from '../../../domain/schemas/personal-data.ts';
import type { ProfileDetails, UserInit } from '../../../domain/schemas/profile.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { networks, profiles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { missingAgreements } from '../agreements/public.ts';
import { initSubscriptionItems, mandatorySubscriptionRequired, subscriptionsOf } from '../subscriptions/public.ts';
import { checkUniqueness } from '../uniqueness/public.ts';

/** GET /profile/init: roles, subscriptions, missing agreements and payments, what the rules of spec section 4 need. */
export async function userInit(db: Database, caller: Caller, bank: AppConfig['bankTransfer']): Promise<UserInit> {
  const [missing, required, subscriptionsOfCaller] = await Promise.all([
    missingAgreements(db, caller.profileId),
    mandatorySubscriptionRequired(db, caller),
    subscriptionsOf(db, caller.profileId, bank),
  ]);
  const payments = subscriptionsOfCaller.map((row) => ({
    id: row.id,
    status: row.status,
    amount: (row.totalCents / 100).toFixed(2),
  }));
  return {
    roles: caller.roles,
    subscriptions: initSubscriptionItems(subscriptionsOfCaller),
    missingAgreements: missing,
    payments,
    mandatorySubscriptionRequired: required,
  };
}

export async function profileDetails(
  db: Database,
  caller: Caller,
  withIdentity: boolean,
  issuer: string,
): Promise<ProfileDetails> {
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
    organizationId: profile.organizationId,
    ...(withIdentity && { identity: { subject: profile.subject, issuer } }),
  };
}

/**
 * PUT /profile/profile: the caller's personal data, already validated; a phone held by someone else is refused. Answers
 * the profile as the write's own transaction reads it.
 */
export async function updatePersonalData(
  db: Database,
  caller: Caller,
  data: PersonalData,
  issuer: string,
): Promise<ProfileDetails> {
  if (data.phone) {
    const phone = await checkUniqueness(db, 'userUniquePhone', data.phone, caller.profileId);
    if (!phone.valid)
      throw new HttpError(400, 'Dati non validi', [{ path: 'phone', message: phone.message ?? PHONE_IN_USE }]);
  }
  return db.transaction(async (tx) => {
    await tx.update(profiles).set(data).where(eq(profiles.id, caller.profileId));
    return profileDetails(tx, caller, false, issuer);
  });
}
