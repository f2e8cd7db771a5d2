import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './network.ts';

/**
 * File metadata (spec section 7, repository objects) of any entity (`entityType` + `entityId`, e.g. Project); the bytes
 * live in the file store under `storageKey`. `uploadedAt` stays null until the signed-URL PUT has stored the bytes.
 */
export const repositoryObjects = pgTable(
  'repository_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    name: text('name').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: uuid('uploaded_by').references(() => profiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (table) => [index('repository_objects_entity_idx').on(table.entityType, table.entityId)],
);
