import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Notices the scheduled jobs sent once (a subscription about to expire, an invitation that expired unused): the key
 * makes a second run, on this node or another, skip what the first one sent.
 */
export const sentNotices = pgTable('sent_notices', {
  kind: text('kind').notNull(),
  subjectKey: text('subject_key').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.kind, table.subjectKey] })]);

/** Fixed-window request counters shared by every node (login attempts per address): hits in the window ending at `resetsAt`. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
