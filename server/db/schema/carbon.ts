import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FootprintInput, FootprintResult } from '../../../domain/carbon/index.ts';
import { profiles } from './network.ts';
import { projects } from './projects.ts';

/**
 * A saved carbon footprint (issue 16): what was entered and what the server computed from it, with the figures the
 * list sorts and filters on as columns (kg CO2e rounded to the kilogram). Visible to its author, the people of its
 * project and back office.
 */
export const carbonFootprints = pgTable(
  'carbon_footprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    buildingKind: text('building_kind').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id),
    input: jsonb('input').$type<FootprintInput>().notNull(),
    result: jsonb('result').$type<FootprintResult>().notNull(),
    totalKgCo2e: integer('total_kg_co2e').notNull(),
    savedKgCo2ePerYear: integer('saved_kg_co2e_per_year'),
    paybackYears: numeric('payback_years', { precision: 8, scale: 1, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('carbon_footprints_author_idx').on(table.authorId),
    index('carbon_footprints_project_idx').on(table.projectId),
    index('carbon_footprints_created_at_idx').on(table.createdAt.desc(), table.id),
  ],
);
