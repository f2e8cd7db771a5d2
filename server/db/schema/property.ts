import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { networks } from './network.ts';

/** A condominium (spec sections 3 and 7): its 11-digit fiscal code is unique across the platform. */
export const condominiums = pgTable('condominiums', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  fiscalCode: text('fiscal_code').notNull().unique(),
  address: text('address'),
  networkId: uuid('network_id').references(() => networks.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
