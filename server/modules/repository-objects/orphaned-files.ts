import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { repositoryObjects } from '../../db/schema/index.ts';
import type { AttachmentRules } from '../../files/attachment-rules.ts';
import type { FileServices } from '../../files/file-services.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { ABANDONED_UPLOAD_AFTER_MINUTES } from './abandoned-uploads.ts';
import { orphanedObjects } from './entity-liveness.ts';

/** How many orphaned files one run removes at most; the next run goes on with the rest. */
export const ORPHAN_SWEEP_BATCH = 500;

/**
 * Hourly: the files whose record no longer exists (a deleted lesson, news post, profile...) go, metadata and bytes, so
 * nothing stays in the store that no screen can reach. An upload still waiting for its bytes goes once its URL can no
 * longer be used (an hour after its metadata), taking with it whatever bytes a presigned URL let in meanwhile.
 */
export const orphanedFileSweep = (db: Database, files: FileServices, rules: AttachmentRules): JobDefinition => ({
  name: 'files.sweep-orphaned-files',
  cron: '41 * * * *',
  async run() {
    await sweepOrphanedFiles(db, files, rules, new Date());
  },
});

/** Answers how many orphaned files went. */
export async function sweepOrphanedFiles(
  db: Database,
  files: FileServices,
  rules: AttachmentRules,
  now: Date,
): Promise<number> {
  const uploadOver = new Date(now.getTime() - ABANDONED_UPLOAD_AFTER_MINUTES * 60_000);
  const due = and(
    orphanedObjects(rules),
    or(isNotNull(repositoryObjects.uploadedAt), lt(repositoryObjects.createdAt, uploadOver)),
  );
  const orphans = await db
    .select({ id: repositoryObjects.id, storageKey: repositoryObjects.storageKey })
    .from(repositoryObjects)
    .where(due)
    .limit(ORPHAN_SWEEP_BATCH);
  let swept = 0;
  for (const orphan of orphans) {
    const deleted = await db
      .delete(repositoryObjects)
      .where(and(eq(repositoryObjects.id, orphan.id), due))
      .returning({ id: repositoryObjects.id });
    if (deleted.length === 0) continue;
    await files.store.remove(orphan.storageKey);
    swept += 1;
  }
  return swept;
}
