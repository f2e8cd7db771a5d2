import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './network.ts';

/**
 * The profile picture of a profile (spec section 7, POST avatar): its bytes live in the file store under
 * `storageKey`; the random part of the key is also the version that the served URL must name.
 */
export const profileAvatars = pgTable('profile_avatars', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
