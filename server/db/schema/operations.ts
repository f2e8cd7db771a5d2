import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Notices the scheduled jobs sent once (a subscription about to expire, an invitation that expired unused): the key
 * makes a second run, on this node or another, skip what the first one sent.
 */
export const sentNotices = pgTable(
  'sent_notices',
  {
    kind: text('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.subjectKey] })],
);

/**
 * Fixed-window request counters shared by every node (login attempts per address): hits in the window ending at
 * `resetsAt`.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

/**
 * The answers of creates and actions sent with an `Idempotency-Key` header, by caller, key, method and path: a repeat
 * (a retry after a lost answer, on this node or another) gets the first answer and writes nothing. `state` is
 * `pending` while the first request runs, `done` once its answer is stored; `fingerprint` is the SHA-256 of the body.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.caller, table.key, table.method, table.path] })],
);
