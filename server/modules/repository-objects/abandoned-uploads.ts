import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { repositoryObjects } from '../../db/schema/index.ts';
import type { AttachmentRules } from '../../files/attachment-rules.ts';
import type { FileServices } from '../../files/file-services.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { confirmArrival } from './upload-arrival.ts';

/** An upload whose bytes have not arrived this long after its metadata is abandoned (its URL lasted 15 minutes). */
export const ABANDONED_UPLOAD_AFTER_MINUTES = 60;

/**
 * Every 15 minutes: the metadata rows whose bytes never arrived, older than an hour, go with whatever partial bytes
 * the store holds (on S3 an upload that did arrive in time is confirmed instead).
 */
export const abandonedUploadSweep = (db: Database, files: FileServices, rules: AttachmentRules): JobDefinition => ({
  name: 'files.sweep-abandoned-uploads',
  cron: '*/15 * * * *',
  async run() {
    await sweepAbandonedUploads(db, files, rules, new Date());
  },
});

/** Answers how many abandoned uploads went. */
export async function sweepAbandonedUploads(
  db: Database,
  files: FileServices,
  rules: AttachmentRules,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_AFTER_MINUTES * 60_000);
  const pending = await db
    .select()
    .from(repositoryObjects)
    .where(and(isNull(repositoryObjects.uploadedAt), lt(repositoryObjects.createdAt, before)));
  let swept = 0;
  for (const row of pending) {
    if (await confirmArrival(db, files, rules, row, now)) continue;
    const deleted = await db
      .delete(repositoryObjects)
      .where(and(eq(repositoryObjects.id, row.id), isNull(repositoryObjects.uploadedAt)))
      .returning({ id: repositoryObjects.id });
    if (deleted.length === 0) continue;
    await files.store.remove(row.storageKey);
    swept += 1;
  }
  return swept;
}
