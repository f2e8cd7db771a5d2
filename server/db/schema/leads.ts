import { jsonb, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { networks, profiles } from './network.ts';

/** A home described in the energy wizard: its answers and the result the server computed from them. */
export const properties = pgTable('properties', {
  id: uuid('id').primaryKey().defaultRandom(),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  energyClass: text('energy_class').notNull(),
  comuneCode: text('comune_code').notNull(),
  province: text('province').notNull(),
  networkId: uuid('network_id').references(() => networks.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A home-owner who left their contact after the wizard (spec section 7, landingcontact): the Local Manager it went to,
 * and the hash of the token of the link back to their result.
 */
export const landingContacts = pgTable(
  'landing_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    localManagerId: uuid('local_manager_id').references(() => profiles.id),
    networkId: uuid('network_id').references(() => networks.id),
    status: text('status').notNull().default('New'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('landing_contacts_local_manager_idx').on(table.localManagerId, table.createdAt)],
);

/** The provinces (two-letter codes) a Local Manager covers, for leads that did not come through a network link. */
export const localManagerAreas = pgTable(
  'local_manager_areas',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    province: text('province').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.province] }),
    index('local_manager_areas_province_idx').on(table.province),
  ],
);
