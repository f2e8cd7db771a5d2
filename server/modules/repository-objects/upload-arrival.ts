import { and, eq, isNull } from 'drizzle-orm';
import type { RepositoryObjectListQuery } from '../../../domain/files/repository-objects.ts';
import type { Database } from '../../db/client.ts';
import { repositoryObjects } from '../../db/schema/index.ts';
import type { AttachmentRules } from '../../files/attachment-rules.ts';
import type { FileServices } from '../../files/file-services.ts';
import { isEntityLive } from './entity-liveness.ts';
import { markUploaded, type RepositoryObjectRow } from './repository-objects.repository.ts';

/**
 * With a store the browser uploads to directly (S3), the app never sees the PUT: an upload counts as arrived once the
 * bucket holds exactly the declared number of bytes of the declared type, for a record that still exists (the same
 * checks as the app's own PUT). A body that differs, or whose record is gone, is deleted. Answers whether the bytes are
 * there now.
 */
export async function confirmArrival(
  db: Database,
  files: FileServices,
  rules: AttachmentRules,
  row: RepositoryObjectRow,
  now: Date,
): Promise<boolean> {
  if (row.uploadedAt) return true;
  if (!files.store.direct) return false;
  const stored = await files.store.head(row.storageKey);
  if (!stored) return false;
  if (
    stored.size !== row.size ||
    stored.contentType?.toLowerCase() !== row.contentType ||
    !(await isEntityLive(db, rules, row.entityType, row.entityId))
  ) {
    await files.store.remove(row.storageKey);
    return false;
  }
  // False only when another node marked it first: the bytes are there all the same.
  await markUploaded(db, row.id, now);
  return true;
}

/** Confirms the pending uploads of one entity before its files are listed (nothing to do on local disk). */
export async function confirmPendingOf(
  db: Database,
  files: FileServices,
  rules: AttachmentRules,
  query: RepositoryObjectListQuery,
  now: Date,
): Promise<void> {
  if (!files.store.direct) return;
  const pending = await db
    .select()
    .from(repositoryObjects)
    .where(
      and(
        eq(repositoryObjects.entityType, query.entityType),
        eq(repositoryObjects.entityId, query.entity_id),
        isNull(repositoryObjects.uploadedAt),
      ),
    );
  for (const row of pending) await confirmArrival(db, files, rules, row, now);
}
