import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './network.ts';

/**
 * A list's saved view (issue 21): filters, sort, columns and page size under a name, for one list (`list_key`: the
 * resource or view route). Only its owner sees it until `shared`, when anyone with its link may open it.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_views_owner_list_idx').on(table.ownerId, table.listKey)],
);

/**
 * Every write of a generated resource (issue 21), written by server/crud in the write's transaction: who, when, which
 * action and, per field, the value before and after. `record_id` stays after the row is deleted.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resource: text('resource').notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    changes: jsonb('changes').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_entries_record_idx').on(table.resource, table.recordId, table.at)],
);
