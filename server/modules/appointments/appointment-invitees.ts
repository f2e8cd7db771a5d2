import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { appointmentPolicy } from '../../../domain/policies/appointments.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { allows, type Caller } from '../../plugins/auth.ts';
import { takesPart } from '../profile/public.ts';

/**
 * Whom the caller may invite to an appointment: members who take a part, of their network (back office: of every
 * network), never themselves.
 */
export function invitable(caller: Caller, db: Database): SQL | undefined {
  const member = and(ne(profiles.id, caller.profileId), takesPart(db));
  if (allows(caller, appointmentPolicy.invitesFromEveryNetwork)) return member;
  return and(member, caller.networkId ? eq(profiles.networkId, caller.networkId) : sql`false`);
}
