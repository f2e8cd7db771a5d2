import { boolean, date, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The incentive rules of the energy wizard's scenarios (domain/resources/incentive-rules.ts), kept by back office;
 * rates in percent, `measures` the scenario ids the rule covers, validity as calendar days.
 */
export const incentiveRules = pgTable('incentive_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  measures: text('measures').array().notNull(),
  mainHomeRatePercent: doublePrecision('main_home_rate_percent').notNull(),
  otherHomeRatePercent: doublePrecision('other_home_rate_percent').notNull(),
  years: integer('years').notNull(),
  maxSpendEur: integer('max_spend_eur'),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }),
  legalSource: text('legal_source').notNull(),
  certain: boolean('certain').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
