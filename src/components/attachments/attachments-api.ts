import type { RepositoryEntityType } from '../../../domain/files/repository-objects.ts';

/** Where a file's metadata is posted (the answer says where to PUT its bytes). */
export const ATTACHMENTS_PATH = '/happyway/repository-objects';

/** The list of an entity's files (below the API base), also the react-query key of `useApiQuery`. */
export function attachmentsListPath(entityType: RepositoryEntityType, entityId: string, category?: string): string {
  const query = new URLSearchParams({ entity_id: entityId, entityType });
  if (category) query.set('category', category);
  return `${ATTACHMENTS_PATH}?${query.toString()}`;
}

/** One file's metadata (its delete). */
export const attachmentPath = (id: string) => `${ATTACHMENTS_PATH}/${id}`;

/** Answers the file's signed download URL. */
export const attachmentDownloadPath = (id: string) => `${attachmentPath(id)}/download`;
