import { bigint, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './network.ts';
import { buildings, condominiums, stairs } from './property.ts';

/** The construction site (cantiere) of a condominium: one per condominium, opened by its first POST. */
export const constructionSites = pgTable('construction_sites', {
  condominiumId: uuid('condominium_id')
    .primaryKey()
    .references(() => condominiums.id, { onDelete: 'cascade' }),
  contractor: text('contractor').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  plannedEndDate: date('planned_end_date', { mode: 'string' }),
  updatedBy: uuid('updated_by').references(() => profiles.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A work of the site on a building (and optionally one of its stairs); its amount in integer cents. */
export const siteWorks = pgTable(
  'site_works',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    stairId: uuid('stair_id').references(() => stairs.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    description: text('description').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_works_condominium_idx').on(table.condominiumId, table.createdAt)],
);

/** A state of progress (SAL) of the site: its number, its Rome day and the amount it certifies, in cents. */
export const siteProgress = pgTable(
  'site_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id, { onDelete: 'cascade' }),
    /**
     * The order SALs were entered in; their numbers go by date (`numberedByDate`), this breaks ties of the same day.
     */
    entrySequence: integer('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('site_progress_number_unique').on(table.condominiumId, table.entrySequence)],
);

/**
 * Every change of a SAL (created, updated, deleted): who, when and the values it left; kept when the SAL is deleted.
 */
export const siteProgressChanges = pgTable(
  'site_progress_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id, { onDelete: 'cascade' }),
    progressId: uuid('progress_id').notNull(),
    action: text('action').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    changedBy: uuid('changed_by').references(() => profiles.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_progress_changes_progress_idx').on(table.progressId, table.changedAt)],
);
