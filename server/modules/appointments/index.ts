import { and, eq, inArray } from 'drizzle-orm';
import { ORGANISER_ONLY, PARTICIPANT_INVALID, PROJECT_INVALID } from '../../../domain/appointments/rules.ts';
import { appointmentPolicy } from '../../../domain/policies/appointments.ts';
import { appointments as appointmentResource } from '../../../domain/resources/appointments.ts';
import { defineUnit, type BehaviourContext, type CreateOf, type WriteContext } from '../../crud/unit.ts';
import { appointmentParticipants, appointments, profiles } from '../../db/schema/index.ts';
import { rolesOf } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { notify } from '../../notices/notify.ts';
import { isProjectVisible } from '../projects/public.ts';
import { personSource } from '../profile/public.ts';
import { invitable } from './appointment-invitees.ts';
import { decorateAppointments, type StoredAppointment } from './appointment-decorate.ts';
import { appointmentRoutes } from './appointment.routes.ts';
import { appointmentVisibility } from './appointment-visibility.ts';

type AppointmentInput = CreateOf<typeof appointmentResource>;

async function currentParticipants({ db }: WriteContext, appointmentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: appointmentParticipants.profileId })
    .from(appointmentParticipants)
    .where(eq(appointmentParticipants.appointmentId, appointmentId));
  return rows.map((row) => row.id);
}

/** Which of these profile ids the caller may invite. */
async function invitableAmong({ db, caller }: WriteContext, ids: readonly string[]): Promise<Set<string>> {
  const where = invitable(caller, db);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(where, inArray(profiles.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Refuses (400) participants the caller may not invite and a project they do not see; whoever is already on the
 * appointment, and the project it already names, stay allowed.
 */
async function checkChoices(
  context: WriteContext,
  input: AppointmentInput,
  current?: StoredAppointment,
): Promise<void> {
  const kept = new Set(current ? await currentParticipants(context, current.id) : []);
  const added = [...new Set(input.participants)].filter((id) => !kept.has(id));
  const allowed = await invitableAmong(context, added);
  const errors = added.some((id) => !allowed.has(id)) ? [{ path: 'participants', message: PARTICIPANT_INVALID }] : [];
  const { projectId } = input;
  if (
    projectId !== null &&
    projectId !== current?.projectId &&
    !(await isProjectVisible(context.db, context.caller, projectId))
  ) {
    errors.push({ path: 'projectId', message: PROJECT_INVALID });
  }
  if (errors.length > 0) throw new HttpError(400, 'Dati non validi', errors);
}

/**
 * Only the organiser (or back office) changes, deletes or reads the history of an appointment; a participant sees it.
 */
function requireOrganiser({ caller }: BehaviourContext, current: StoredAppointment): void {
  const isOrganiser = current.organiserId === caller.profileId;
  if (!appointmentPolicy.mayEditAppointment(rolesOf(caller), { isOrganiser })) throw new HttpError(403, ORGANISER_ONLY);
}

/** In the write's transaction: replaces the participants with the body's and tells the newly invited. */
async function writeParticipants(
  context: WriteContext,
  row: StoredAppointment,
  input: AppointmentInput,
): Promise<void> {
  const { db } = context;
  const before = new Set(await currentParticipants(context, row.id));
  const wanted = [...new Set(input.participants)].filter((person) => person !== row.organiserId);
  await db.delete(appointmentParticipants).where(eq(appointmentParticipants.appointmentId, row.id));
  if (wanted.length > 0)
    await db.insert(appointmentParticipants).values(wanted.map((profileId) => ({ appointmentId: row.id, profileId })));
  for (const person of wanted.filter((candidate) => !before.has(candidate))) {
    await notify(db, person, {
      kind: 'appointment.invited',
      title: 'Nuovo appuntamento',
      body: `Sei stato invitato all'appuntamento «${row.title}».`,
      link: `/appointment/show/${row.id}`,
    });
  }
}

/**
 * Appointments (domain/resources/appointments.ts): the organiser is the caller; participants live in their own table,
 * written in the appointment's transaction; only the organiser (or back office) changes, deletes or reads its timeline;
 * `attended` has a route of its own. Its people picker offers whom the caller may invite.
 */
export const appointmentUnit = defineUnit({
  declaration: appointmentResource,
  table: appointments,
  visibility: appointmentVisibility,
  references: { people: personSource(invitable) },
  behaviour: {
    async prepareCreate(context, input) {
      await checkChoices(context, input);
      return { organiserId: context.caller.profileId };
    },
    requireEditor: requireOrganiser,
    async prepareUpdate(context, current, input) {
      await checkChoices(context, input, current);
      return {};
    },
    afterCreate: writeParticipants,
    afterUpdate: (context, row, input) => writeParticipants(context, row, input),
    decorate: ({ db, caller }, rows) => decorateAppointments(db, caller, rows),
    routes: appointmentRoutes,
  },
});
