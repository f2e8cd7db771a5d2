import { and, desc, eq, inArray, isNotNull, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { repositoryObjects } from '../../db/schema/index.ts';
import type { FileServices } from '../../files/file-services.ts';

/** The repository objects' entity type of a news post, and the category of its image. */
export const NEWS_ENTITY_TYPE = 'NewsPost';
export const NEWS_IMAGE_CATEGORY = 'image';

/** Each post's latest uploaded image, as a short-lived signed URL (by post id). */
export async function newsImageUrls(
  db: Database,
  files: FileServices,
  postIds: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(repositoryObjects)
    .where(
      and(
        eq(repositoryObjects.entityType, NEWS_ENTITY_TYPE),
        inArray(repositoryObjects.entityId, [...postIds]),
        isNotNull(repositoryObjects.uploadedAt),
        like(repositoryObjects.contentType, 'image/%'),
      ),
    )
    .orderBy(desc(repositoryObjects.uploadedAt));
  const urls = new Map<string, string>();
  for (const row of rows) {
    if (!urls.has(row.entityId)) urls.set(row.entityId, (await files.downloadUrl(row, now)).url);
  }
  return urls;
}
