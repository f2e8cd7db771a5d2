import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './network.ts';
import { projects } from './projects.ts';

/** An appointment (spec section 7, agenda): times stored in UTC, shown in Europe/Rome; `attended` is null until set. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    notes: text('notes'),
    attended: boolean('attended'),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => profiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('appointments_organiser_starts_idx').on(table.organiserId, table.startsAt)],
);

export const appointmentParticipants = pgTable(
  'appointment_participants',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.appointmentId, table.profileId] }),
    index('appointment_participants_profile_idx').on(table.profileId),
  ],
);
