import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { networks, profiles } from './network.ts';

/**
 * An opportunity submitted for financing (spec section 3). The creator's name and e-mail are copied from their profile
 * by the server at creation, never taken from the client; money in integer cents (bigint).
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    value: bigint('value', { mode: 'number' }).notNull(),
    financingRequest: bigint('financing_request', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id),
    creatorName: text('creator_name').notNull(),
    creatorEmail: text('creator_email').notNull(),
    networkId: uuid('network_id').references(() => networks.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('opportunities_creator_idx').on(table.creatorId),
    index('opportunities_network_idx').on(table.networkId),
    index('opportunities_status_idx').on(table.status),
  ],
);

/** Every status change of an opportunity: who, when, from, to. */
export const opportunityStatusChanges = pgTable(
  'opportunity_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => profiles.id),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('opportunity_status_changes_opportunity_idx').on(table.opportunityId, table.changedAt)],
);
