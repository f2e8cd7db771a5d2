import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Notification, NotificationList, NotificationListQuery } from '../../../domain/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { notificationOf } from '../../notices/notify.ts';

const notFound = () => new HttpError(404, 'Notifica non trovata');

const ownedBy = (profileId: string) => eq(notifications.profileId, profileId);
const ownRow = (profileId: string, id: string) => and(ownedBy(profileId), eq(notifications.id, id));

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(notifications).where(where);
  return row?.value ?? 0;
}

/** How many of the user's notices are unread. */
export const unreadCount = (db: Database, profileId: string): Promise<number> =>
  countWhere(db, and(ownedBy(profileId), isNull(notifications.readAt)));

/** The caller's own notices, newest first, one page of them, with how many of all their notices are unread. */
export async function listNotifications(
  db: Database,
  profileId: string,
  { page, limit, read }: NotificationListQuery,
): Promise<NotificationList> {
  const readFilter =
    read === undefined ? undefined : read === 'true' ? isNotNull(notifications.readAt) : isNull(notifications.readAt);
  const where = and(ownedBy(profileId), readFilter);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total, unread] = await Promise.all([
    countWhere(db, where),
    countWhere(db, and(ownedBy(profileId), isNull(notifications.readAt))),
  ]);
  return { data: rows.map(notificationOf), total, page, limit, unread };
}

/** Marks one of the caller's notices read (keeping the first reading time) or unread; another user's is not found. */
export async function setNotificationRead(
  db: Database,
  profileId: string,
  id: string,
  read: boolean,
  now: Date,
): Promise<Notification> {
  const [current] = await db.select().from(notifications).where(ownRow(profileId, id));
  if (!current) throw notFound();
  if (read === (current.readAt !== null)) return notificationOf(current);
  const [row] = await db
    .update(notifications)
    .set({ readAt: read ? now : null })
    .where(ownRow(profileId, id))
    .returning();
  if (!row) throw notFound();
  return notificationOf(row);
}

/** Marks every unread notice of the caller read; answers how many changed. */
export async function markAllNotificationsRead(
  db: Database,
  profileId: string,
  now: Date,
): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ownedBy(profileId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** Marks read the caller's unread notices that link to `link` (the page they just opened); answers how many changed. */
export async function markLinkedNotificationsRead(
  db: Database,
  profileId: string,
  link: string,
  now: Date,
): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ownedBy(profileId), eq(notifications.link, link), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** Deletes one of the caller's notices; another user's is not found and stays as it is. */
export async function deleteNotification(db: Database, profileId: string, id: string): Promise<void> {
  const rows = await db.delete(notifications).where(ownRow(profileId, id)).returning({ id: notifications.id });
  if (rows.length === 0) throw notFound();
}
