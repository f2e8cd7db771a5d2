import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ATTENDED_BEFORE_START, ATTENDED_ORGANISER_ONLY, hasStarted } from '../../../domain/appointments/rules.ts';
import { appointments } from '../../../domain/resources/appointments.ts';
import { appointmentsApi } from '../../../domain/api/appointments.ts';
import { appointmentAttendedBodySchema } from '../../../domain/schemas/appointments.ts';
import { idParams } from '../../crud/params.ts';
import { withReferenceLabels } from '../../crud/references.ts';
import { notFound, toRecord } from '../../crud/store.ts';
import type { ResourceServices } from '../../crud/module.ts';
import { appointments as appointmentsTable } from '../../db/schema/index.ts';
import { serve } from '../../http/serve.ts';
import { callerOf, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { decorateAppointments, type StoredAppointment } from './appointment-decorate.ts';
import { appointmentVisibility } from './appointment-visibility.ts';

const tags = [appointments.name];

/**
 * Whether the appointment took place: only its organiser says so (a participant gets 403, anyone else 404), and only
 * once it has started (409 before).
 */
async function setAttended(
  { db, references }: Pick<ResourceServices, 'db' | 'references'>,
  caller: Caller,
  id: string,
  attended: boolean,
  now: Date,
) {
  const [current] = await db
    .select()
    .from(appointmentsTable)
    .where(and(eq(appointmentsTable.id, id), appointmentVisibility(caller, db)));
  if (!current) throw notFound();
  if (current.organiserId !== caller.profileId) throw new HttpError(403, ATTENDED_ORGANISER_ONLY);
  if (!hasStarted(current.startsAt.toISOString(), now)) throw new HttpError(409, ATTENDED_BEFORE_START);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointmentsTable)
      .set({ attended })
      .where(and(eq(appointmentsTable.id, id), eq(appointmentsTable.organiserId, caller.profileId)))
      .returning();
    if (!row) throw notFound();
    const [record] = await withReferenceLabels(
      tx,
      appointments,
      references,
      await decorateAppointments(tx, caller, [toRecord(row) as StoredAppointment]),
    );
    return appointments.record.parse(record);
  });
}

/** The attended call of spec section 4. */
export function appointmentRoutes(app: FastifyInstance, services: ResourceServices): void {
  serve(app, appointmentsApi.markAttended, {
    schema: { tags, params: idParams, body: appointmentAttendedBodySchema, response: { 200: appointments.record } },
    handler: async (request) =>
      setAttended(services, callerOf(request), request.params.id, request.body.attended, new Date()),
  });
}
