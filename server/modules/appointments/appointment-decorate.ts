import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appointmentPolicy } from '../../../domain/policies/appointments.ts';
import type { appointments as appointmentResource } from '../../../domain/resources/appointments.ts';
import type { StoredOf } from '../../crud/unit.ts';
import type { Database } from '../../db/client.ts';
import { appointmentParticipants, appointments, profiles } from '../../db/schema/index.ts';
import { rolesOf, type Caller } from '../../plugins/auth.ts';

export type StoredAppointment = StoredOf<typeof appointmentResource>;

/** The participants of these appointments, by surname. */
async function participantsOf(db: Database, ids: string[]): Promise<Map<string, string[]>> {
  const byAppointment = new Map<string, string[]>();
  if (ids.length === 0) return byAppointment;
  const rows = await db
    .select({ appointmentId: appointmentParticipants.appointmentId, id: profiles.id })
    .from(appointmentParticipants)
    .innerJoin(profiles, eq(profiles.id, appointmentParticipants.profileId))
    .where(inArray(appointmentParticipants.appointmentId, ids))
    .orderBy(profiles.lastName, profiles.firstName);
  for (const row of rows)
    byAppointment.set(row.appointmentId, [...(byAppointment.get(row.appointmentId) ?? []), row.id]);
  return byAppointment;
}

const other = alias(appointments, 'other');

/** Which of these appointments overlap in time another appointment of the same organiser (one query). */
async function overlappingOf(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: appointments.id })
    .from(appointments)
    .innerJoin(
      other,
      and(
        eq(other.organiserId, appointments.organiserId),
        ne(other.id, appointments.id),
        sql`${other.startsAt} < ${appointments.endsAt}`,
        sql`${other.endsAt} > ${appointments.startsAt}`,
      ),
    )
    .where(inArray(appointments.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * The computed keys of appointment records beyond the reference labels: the participants, the overlap flag, and
 * whether the caller may edit (the organiser, or back office).
 */
export async function decorateAppointments(db: Database, caller: Caller, rows: StoredAppointment[]) {
  const ids = rows.map((row) => row.id);
  const [participants, overlapping] = await Promise.all([participantsOf(db, ids), overlappingOf(db, ids)]);
  const roles = rolesOf(caller);
  return rows.map((row) => ({
    ...row,
    participants: participants.get(row.id) ?? [],
    overlaps: overlapping.has(row.id),
    editable: appointmentPolicy.mayEditAppointment(roles, { isOrganiser: row.organiserId === caller.profileId }),
  }));
}
