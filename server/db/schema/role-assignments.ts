import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './network.ts';

/**
 * The columns of a role held on a record (project_roles, condominium_roles): whose it is, which role of the catalogue
 * (domain/auth/roles.ts, e.g. coach), who assigned it and when. A function, so that each table gets columns of its own.
 */
export const roleAssignmentColumns = () => ({
  profileId: uuid('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
  assignedBy: uuid('assigned_by').references(() => profiles.id),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
});
