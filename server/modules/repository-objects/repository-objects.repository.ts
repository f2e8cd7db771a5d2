import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { RepositoryObject, RepositoryObjectListQuery } from '../../../domain/files/repository-objects.ts';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../files/file-store.ts';
import { profiles, repositoryObjects } from '../../db/schema/index.ts';

export type RepositoryObjectRow = typeof repositoryObjects.$inferSelect;

/** Rows with the uploader's name, as the API shows them, newest first. */
export async function objectViews(db: Database, where: SQL | undefined): Promise<RepositoryObject[]> {
  const rows = await db
    .select({ object: repositoryObjects, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(repositoryObjects)
    .leftJoin(profiles, eq(profiles.id, repositoryObjects.uploadedBy))
    .where(where)
    .orderBy(desc(repositoryObjects.createdAt), desc(repositoryObjects.id));
  return rows.map(({ object, firstName, lastName }) => ({
    id: object.id,
    name: object.name,
    meta: object.meta,
    entityId: object.entityId,
    entityType: object.entityType,
    contentType: object.contentType,
    size: object.size,
    uploadedBy: object.uploadedBy
      ? { id: object.uploadedBy, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() }
      : null,
    createdAt: object.createdAt.toISOString(),
    uploadedAt: object.uploadedAt?.toISOString() ?? null,
  }));
}

export async function objectView(db: Database, id: string): Promise<RepositoryObject | undefined> {
  return (await objectViews(db, eq(repositoryObjects.id, id)))[0];
}

export async function findObject(db: Database, id: string): Promise<RepositoryObjectRow | undefined> {
  return (await db.select().from(repositoryObjects).where(eq(repositoryObjects.id, id)))[0];
}

/** The uploaded files of one entity (a pending upload never shows), optionally of one `meta.category`. */
export const uploadedObjectsOf = (db: Database, query: RepositoryObjectListQuery) =>
  objectViews(
    db,
    and(
      eq(repositoryObjects.entityType, query.entityType),
      eq(repositoryObjects.entityId, query.entity_id),
      isNotNull(repositoryObjects.uploadedAt),
      query.category === undefined ? undefined : sql`${repositoryObjects.meta}->>'category' = ${query.category}`,
    ),
  );

/** Marks the bytes arrived, only if they had not yet: false when another upload got there first. */
export async function markUploaded(db: Database, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(repositoryObjects)
    .set({ uploadedAt: now })
    .where(and(eq(repositoryObjects.id, id), isNull(repositoryObjects.uploadedAt)))
    .returning({ id: repositoryObjects.id });
  return updated.length > 0;
}

export async function unmarkUploaded(db: Database, id: string): Promise<void> {
  await db.update(repositoryObjects).set({ uploadedAt: null }).where(eq(repositoryObjects.id, id));
}

/**
 * Deletes the file rows `where` selects, in the caller's transaction, and answers the step that removes their bytes
 * from the store: run it once that transaction has committed, so a rollback never leaves rows whose bytes are gone.
 */
export async function deleteObjects(
  db: Database,
  store: FileStore,
  where: SQL | undefined,
): Promise<() => Promise<void>> {
  const removed = await db
    .delete(repositoryObjects)
    .where(where)
    .returning({ storageKey: repositoryObjects.storageKey });
  return async () => {
    // The rows are gone with the commit: a byte removal that fails leaves unreachable bytes, never a failed delete.
    for (const { storageKey } of removed) await store.remove(storageKey).catch(() => undefined);
  };
}

/**
 * The files of a record being deleted: those whose bytes arrived go (rows now, bytes once committed). An upload still
 * waiting for its bytes keeps its row until its URL has expired: the app's own PUT then refuses the bytes (their record
 * is gone), and bytes sent straight to a presigned S3 URL are found and removed by the sweeps (abandoned-uploads.ts,
 * orphaned-files.ts).
 */
export const deleteObjectsOfRecord = (
  db: Database,
  store: FileStore,
  where: SQL | undefined,
): Promise<() => Promise<void>> => deleteObjects(db, store, and(where, isNotNull(repositoryObjects.uploadedAt)));
