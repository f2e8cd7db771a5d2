import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { networks, profiles } from './network.ts';

/**
 * A post of a network's news (issue 21): back office writes for one network or every network (`network_id` null), a
 * hub head for their own. Shown between `publish_at` and `expires_at` to the Active roles in `audience_roles`;
 * `notified_at` is set once the audience has its notification rows.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    networkId: uuid('network_id').references(() => networks.id, { onDelete: 'cascade' }),
    audienceRoles: text('audience_roles').array().notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_posts_publish_idx').on(table.publishAt), index('news_posts_network_idx').on(table.networkId)],
);
