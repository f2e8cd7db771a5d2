import { and, eq, exists, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { appRoles, isAppRoleName } from '../../../domain/auth/roles.ts';
import { newsPostPath } from '../../../domain/news/latest.ts';
import type { Database } from '../../db/client.ts';
import { newsPosts, profiles, userRoles } from '../../db/schema/index.ts';
import { notify } from '../../notices/notify.ts';

type NewsPost = typeof newsPosts.$inferSelect;

/** Enabled profiles in the post's network (or any) holding one of its roles as Active. */
async function audienceOf(db: Database, post: NewsPost, authorId: string | null): Promise<string[]> {
  const roleIds = post.audienceRoles.flatMap((name) => (isAppRoleName(name) ? [appRoles[name]] : []));
  if (roleIds.length === 0) return [];
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.enabled, true),
        post.networkId === null ? undefined : eq(profiles.networkId, post.networkId),
        exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(
              and(
                eq(userRoles.profileId, profiles.id),
                eq(userRoles.status, 'Active'),
                inArray(userRoles.roleId, roleIds),
              ),
            ),
        ),
      ),
    );
  return rows.map((row) => row.id).filter((id) => id !== authorId);
}

/**
 * Notifies the audience of every post published by `now` and not yet notified, and marks them notified: at once for a
 * post published on save (in its write's transaction), by the scheduled job for one published later. `FOR UPDATE
 * SKIP LOCKED` keeps two nodes from notifying the same post twice.
 */
export async function notifyPublishedNews(db: Database, now: Date, onlyId?: string): Promise<number> {
  const due = await db
    .select()
    .from(newsPosts)
    .where(
      and(
        isNull(newsPosts.notifiedAt),
        lte(newsPosts.publishAt, now),
        or(isNull(newsPosts.expiresAt), sql`${newsPosts.expiresAt} > ${now}`),
        onlyId === undefined ? undefined : eq(newsPosts.id, onlyId),
      ),
    )
    .for('update', { skipLocked: true });
  for (const post of due) {
    for (const profileId of await audienceOf(db, post, post.authorId)) {
      await notify(db, profileId, {
        kind: 'news.published',
        title: 'Nuova notizia dalla rete',
        body: post.title,
        link: newsPostPath(post.id),
      });
    }
    await db.update(newsPosts).set({ notifiedAt: now }).where(eq(newsPosts.id, post.id));
  }
  return due.length;
}
