import type { Notification, NotificationInput } from '../../domain/schemas/notifications.ts';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { announceNotice } from './notification-signals.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** A notice as the API answers it. */
export const notificationOf = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Creates a notice for one user; every module calls it for the events it emits. Pass a transaction as `db` to create
 * it together with the change it reports; every node's open streams hear of it once that commits.
 */
export async function notify(
  db: Database,
  profileId: string,
  { kind, title, body, link = null }: NotificationInput,
): Promise<Notification> {
  const [row] = await db.insert(notifications).values({ profileId, kind, title, body, link }).returning();
  if (!row) throw new Error('notification not inserted');
  await announceNotice(db, profileId);
  return notificationOf(row);
}
