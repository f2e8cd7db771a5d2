import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Visibility } from '../../crud/unit.ts';
import { appointmentParticipants, appointments } from '../../db/schema/index.ts';
import { appointmentPolicy } from '../../../domain/policies/appointments.ts';
import { allows } from '../../plugins/auth.ts';

/** The appointments a caller sees: back office all, others those they organise or take part in. */
export const appointmentVisibility: Visibility = (caller, db) => {
  if (allows(caller, appointmentPolicy.seesEveryAppointment)) return undefined;
  const takesPart = exists(
    db
      .select({ one: sql`1` })
      .from(appointmentParticipants)
      .where(
        and(
          eq(appointmentParticipants.appointmentId, appointments.id),
          eq(appointmentParticipants.profileId, caller.profileId),
        ),
      ),
  );
  return or(eq(appointments.organiserId, caller.profileId), takesPart) ?? sql`false`;
};
