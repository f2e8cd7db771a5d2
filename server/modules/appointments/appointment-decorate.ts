import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Row } from '../../crud/store.ts';
import type { Database } from '../../db/client.ts';
import { appointmentParticipants, appointments, profiles, projects } from '../../db/schema/index.ts';
import { isBackOffice, type Caller } from '../../plugins/auth.ts';

const fullName = sql<string>`${profiles.firstName} || ' ' || ${profiles.lastName}`;

const idsOf = (rows: readonly Row[], key: string): string[] =>
  [...new Set(rows.flatMap((row) => (typeof row[key] === 'string' ? [row[key]] : [])))];

async function namesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: profiles.id, name: fullName }).from(profiles).where(inArray(profiles.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function projectNamesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function participantsOf(db: Database, ids: string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const byAppointment = new Map<string, { id: string; name: string }[]>();
  if (ids.length === 0) return byAppointment;
  const rows = await db.select({ appointmentId: appointmentParticipants.appointmentId, id: profiles.id, name: fullName })
    .from(appointmentParticipants).innerJoin(profiles, eq(profiles.id, appointmentParticipants.profileId))
    .where(inArray(appointmentParticipants.appointmentId, ids)).orderBy(profiles.lastName, profiles.firstName);
  for (const row of rows) byAppointment.set(row.appointmentId, [...(byAppointment.get(row.appointmentId) ?? []), { id: row.id, name: row.name }]);
  return byAppointment;
}

const other = alias(appointments, 'other');

/** Which of these appointments overlap in time another appointment of the same organiser (one query). */
async function overlappingOf(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: appointments.id }).from(appointments)
    .innerJoin(other, and(
      eq(other.organiserId, appointments.organiserId), ne(other.id, appointments.id),
      sql`${other.startsAt} < ${appointments.endsAt}`, sql`${other.endsAt} > ${appointments.startsAt}`,
    ))
    .where(inArray(appointments.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * The computed keys of appointment records: organiser, participants and project by name, the overlap flag, and
 * whether the caller may edit (the organiser, or back office).
 */
export async function decorateAppointments(db: Database, caller: Caller, rows: Row[]): Promise<Row[]> {
  const ids = idsOf(rows, 'id');
  const [organisers, projectNames, participants, overlapping] = await Promise.all([
    namesOf(db, idsOf(rows, 'organiserId')), projectNamesOf(db, idsOf(rows, 'projectId')), participantsOf(db, ids), overlappingOf(db, ids),
  ]);
  const backOffice = isBackOffice(caller);
  return rows.map((row) => {
    const id = String(row.id);
    const people = participants.get(id) ?? [];
    return {
      ...row,
      organiserName: organisers.get(String(row.organiserId)) ?? '',
      projectName: typeof row.projectId === 'string' ? projectNames.get(row.projectId) ?? null : null,
      participants: people.map((person) => person.id),
      participantNames: people.map((person) => person.name).join(', '),
      overlaps: overlapping.has(id),
      editable: backOffice || row.organiserId === caller.profileId,
    };
  });
}
