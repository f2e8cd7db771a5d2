import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTENDED_BEFORE_START, ATTENDED_ORGANISER_ONLY, hasStarted } from '../../../domain/appointments/rules.ts';
import { APPOINTMENT_PEOPLE_PATH, APPOINTMENT_PROJECTS_PATH, appointments } from '../../../domain/resources/appointments.ts';
import { appointmentAttendedBodySchema } from '../../../domain/schemas/appointments.ts';
import { referenceOptionsSchema } from '../../../domain/schemas/reference-options.ts';
import type { ResourceServices } from '../../crud/behaviour.ts';
import { notFound, resourceStore, toRecord, type Row } from '../../crud/store.ts';
import { tableFor } from '../../crud/table-for.ts';
import { visibilityRules } from '../../crud/visibility.ts';
import type { Database } from '../../db/client.ts';
import { appointments as appointmentsTable } from '../../db/schema/index.ts';
import { callerOf, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { peopleChoices, projectChoices } from './appointment-choices.ts';
import { decorateAppointments } from './appointment-decorate.ts';

const tags = [appointments.name];
const idParams = z.object({ id: z.uuid({ error: 'Identificativo non valido' }) });
const resource = tableFor(appointments);

/**
 * Whether the appointment took place: only its organiser says so (a participant gets 403, anyone else 404), and only
 * once it has started (409 before).
 */
async function setAttended(db: Database, caller: Caller, id: string, attended: boolean, now: Date): Promise<Row> {
  const current = await resourceStore(db, resource).one(id, visibilityRules.appointmentPeople(caller, resource, db));
  if (current.organiserId !== caller.profileId) throw new HttpError(403, ATTENDED_ORGANISER_ONLY);
  const startsAt = current.startsAt instanceof Date ? current.startsAt.toISOString() : String(current.startsAt);
  if (!hasStarted(startsAt, now)) throw new HttpError(409, ATTENDED_BEFORE_START);
  const [row] = await db.update(appointmentsTable).set({ attended })
    .where(and(eq(appointmentsTable.id, id), eq(appointmentsTable.organiserId, caller.profileId))).returning(resource.selection);
  if (!row) throw notFound();
  const [record] = (await decorateAppointments(db, caller, [row])).map(toRecord);
  if (!record) throw notFound();
  return record;
}

/** The attended call of spec section 4 and the choices of the appointment form's pickers. */
export function appointmentRoutes(app: FastifyInstance, { db }: ResourceServices): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(`${appointments.apiPath}/:id/attended`, {
    schema: { tags, params: idParams, body: appointmentAttendedBodySchema, response: { 200: appointments.record } },
  }, async (request) => appointments.record.parse(await setAttended(db, callerOf(request), request.params.id, request.body.attended, new Date())));

  api.get(APPOINTMENT_PEOPLE_PATH, { schema: { tags, response: { 200: referenceOptionsSchema } } },
    async (request) => ({ data: await peopleChoices(db, callerOf(request)) }));

  api.get(APPOINTMENT_PROJECTS_PATH, { schema: { tags, response: { 200: referenceOptionsSchema } } },
    async (request) => ({ data: await projectChoices(db, callerOf(request)) }));
}
