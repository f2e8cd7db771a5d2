import { eq } from 'drizzle-orm';
import { ORGANISER_ONLY, PARTICIPANT_INVALID, PROJECT_INVALID } from '../../../domain/appointments/rules.ts';
import type { BehaviourContext, ResourceBehaviour } from '../../crud/behaviour.ts';
import type { Row } from '../../crud/store.ts';
import { appointmentParticipants } from '../../db/schema/index.ts';
import { isBackOffice } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { notify } from '../notifications/notifications.service.ts';
import { isProjectVisible } from '../projects/project-rows.ts';
import { invitableAmong } from './appointment-choices.ts';
import { decorateAppointments } from './appointment-decorate.ts';
import { appointmentRoutes } from './appointment.routes.ts';

const idList = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value.filter((id) => typeof id === 'string'))] : []);

async function currentParticipants({ db }: BehaviourContext, appointmentId: string): Promise<string[]> {
  const rows = await db.select({ id: appointmentParticipants.profileId }).from(appointmentParticipants)
    .where(eq(appointmentParticipants.appointmentId, appointmentId));
  return rows.map((row) => row.id);
}

/**
 * Refuses (400) participants the caller may not invite and a project they do not see; whoever is already on the
 * appointment, and the project it already names, stay allowed.
 */
async function checkChoices(context: BehaviourContext, input: Row, current?: Row): Promise<void> {
  const { db, caller } = context;
  const kept = new Set(current ? await currentParticipants(context, String(current.id)) : []);
  const added = idList(input.participants).filter((id) => !kept.has(id));
  const allowed = await invitableAmong(db, caller, added);
  const errors = added.filter((id) => !allowed.has(id)).length > 0 ? [{ path: 'participants', message: PARTICIPANT_INVALID }] : [];
  const projectId = typeof input.projectId === 'string' ? input.projectId : null;
  if (projectId !== null && projectId !== current?.projectId && !(await isProjectVisible(db, caller, projectId))) {
    errors.push({ path: 'projectId', message: PROJECT_INVALID });
  }
  if (errors.length > 0) throw new HttpError(400, 'Dati non validi', errors);
}

function requireOrganiser({ caller }: BehaviourContext, current: Row): void {
  if (current.organiserId !== caller.profileId && !isBackOffice(caller)) throw new HttpError(403, ORGANISER_ONLY);
}

/** Replaces the participants with the body's and tells the newly invited. */
async function writeParticipants(context: BehaviourContext, row: Row, input: Row): Promise<void> {
  const { db } = context;
  const id = String(row.id);
  const before = new Set(await currentParticipants(context, id));
  const wanted = idList(input.participants).filter((person) => person !== row.organiserId);
  await db.transaction(async (tx) => {
    await tx.delete(appointmentParticipants).where(eq(appointmentParticipants.appointmentId, id));
    if (wanted.length > 0) await tx.insert(appointmentParticipants).values(wanted.map((profileId) => ({ appointmentId: id, profileId })));
    for (const person of wanted.filter((candidate) => !before.has(candidate))) {
      await notify(tx, person, {
        kind: 'appointment.invited',
        title: 'Nuovo appuntamento',
        body: `Sei stato invitato all'appuntamento «${String(row.title)}».`,
        link: `/appointment/show/${id}`,
      });
    }
  });
}

/**
 * Appointments beyond their declaration: the organiser is the caller; participants live in their own table; only the
 * organiser (or back office) changes or deletes; `attended` and the pickers' choices have routes of their own.
 */
export const appointmentBehaviour: ResourceBehaviour = {
  async prepareCreate(context, input) {
    await checkChoices(context, input);
    return { organiserId: context.caller.profileId };
  },
  async prepareUpdate(context, current, input) {
    requireOrganiser(context, current);
    await checkChoices(context, input, current);
    return {};
  },
  beforeDelete: requireOrganiser,
  afterWrite: (context, row, input) => writeParticipants(context, row, input),
  decorate: ({ db, caller }, rows) => decorateAppointments(db, caller, rows),
  routes: appointmentRoutes,
};
