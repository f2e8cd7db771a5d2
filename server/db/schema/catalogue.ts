import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const apartmentTypes = pgTable('apartment_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  typology: text('typology').notNull(),
  typicalAreaSqm: integer('typical_area_sqm'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
