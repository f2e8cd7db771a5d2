import { eq } from 'drizzle-orm';
import { attachmentPolicy } from '../../../domain/policies/attachments.ts';
import {
  isAllowedType,
  isValidFileName,
  uploadProblemOf,
  UPLOAD_MESSAGES,
} from '../../../domain/files/upload-rules.ts';
import {
  REPOSITORY_OBJECT_MESSAGES as MESSAGES,
  type RepositoryObject,
  type RepositoryObjectCreate,
  type RepositoryObjectCreated,
  type RepositoryObjectDownload,
  type RepositoryObjectListQuery,
  type RepositoryObjectUpdate,
} from '../../../domain/files/repository-objects.ts';
import type { Database } from '../../db/client.ts';
import { repositoryObjects } from '../../db/schema/index.ts';
import { entityAccessOf, knownEntityAccess, type AttachmentRules } from '../../files/attachment-rules.ts';
import type { FileServices } from '../../files/file-services.ts';
import { newStorageKey } from '../../files/file-store.ts';
import { rolesOf, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import {
  findObject,
  objectView,
  uploadedObjectsOf,
  type RepositoryObjectRow,
} from './repository-objects.repository.ts';
import { requireReadable, requireWritable } from './entity-checks.ts';
import { confirmArrival, confirmPendingOf } from './upload-arrival.ts';

/** A file of an entity the caller may see (any other id is a 404, whatever it holds). */
async function visibleObject(
  db: Database,
  rules: AttachmentRules,
  caller: Caller,
  id: string,
): Promise<RepositoryObjectRow> {
  const row = await findObject(db, id);
  const access = row && knownEntityAccess(rules, row.entityType);
  if (!row || !access || !(await access.canRead(db, caller, row.entityId))) {
    throw new HttpError(404, MESSAGES.notFound);
  }
  return row;
}

/** Only the uploader or back office change or delete a file. */
async function changeableObject(
  db: Database,
  rules: AttachmentRules,
  caller: Caller,
  id: string,
): Promise<RepositoryObjectRow> {
  const row = await visibleObject(db, rules, caller, id);
  const isUploader = row.uploadedBy === caller.profileId;
  if (!attachmentPolicy.mayChangeAttachment(rolesOf(caller), { isUploader }))
    throw new HttpError(403, MESSAGES.deleteForbidden);
  return row;
}

async function viewOf(db: Database, id: string): Promise<RepositoryObject> {
  const view = await objectView(db, id);
  if (!view) throw new HttpError(404, MESSAGES.notFound);
  return view;
}

/**
 * Checks the file (type, size, name) and the caller's right to add files to the entity, then records the metadata
 * with `uploadedAt` null and answers the signed URL the bytes go to. A refused request writes nothing.
 */
export async function createRepositoryObject(
  db: Database,
  files: FileServices,
  rules: AttachmentRules,
  caller: Caller,
  input: RepositoryObjectCreate,
  now: Date,
): Promise<RepositoryObjectCreated> {
  const contentType = input.contentType.trim().toLowerCase();
  const access = entityAccessOf(rules, input.entityType);
  const problem = uploadProblemOf({ name: input.name, contentType, size: input.size }, access.uploads);
  if (problem) throw new HttpError(400, problem.message, [problem]);
  await requireWritable(db, access, caller, input.entity_id);
  const { row, object } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(repositoryObjects)
      .values({
        entityType: input.entityType,
        entityId: input.entity_id,
        name: input.name,
        meta: input.meta,
        contentType,
        size: input.size,
        storageKey: newStorageKey(),
        uploadedBy: caller.profileId,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('repository object not stored');
    return { row: inserted, object: await viewOf(tx, inserted.id) };
  });
  const signed = await files.uploadUrl(row, now);
  return { object, uploadUrl: signed.url, expiresAt: signed.expiresAt };
}

export async function listRepositoryObjects(
  db: Database,
  files: FileServices,
  rules: AttachmentRules,
  caller: Caller,
  query: RepositoryObjectListQuery,
  now: Date,
): Promise<RepositoryObject[]> {
  await requireReadable(db, entityAccessOf(rules, query.entityType), caller, query.entity_id);
  await confirmPendingOf(db, files, rules, query, now);
  return uploadedObjectsOf(db, query);
}

/** A signed GET URL for a file whose bytes arrived. */
export async function downloadUrlOf(
  db: Database,
  files: FileServices,
  rules: AttachmentRules,
  caller: Caller,
  id: string,
  now: Date,
): Promise<RepositoryObjectDownload> {
  const row = await visibleObject(db, rules, caller, id);
  if (!(await confirmArrival(db, files, rules, row, now))) throw new HttpError(404, MESSAGES.notFound);
  return files.downloadUrl(row, now);
}

/** Renames a file (keeping its type of file) and/or replaces its metadata. */
export async function updateRepositoryObject(
  db: Database,
  rules: AttachmentRules,
  caller: Caller,
  id: string,
  input: RepositoryObjectUpdate,
): Promise<RepositoryObject> {
  const row = await changeableObject(db, rules, caller, id);
  if (input.name !== undefined) {
    if (!isValidFileName(input.name))
      throw new HttpError(400, UPLOAD_MESSAGES.nameInvalid, [{ path: 'name', message: UPLOAD_MESSAGES.nameInvalid }]);
    if (!isAllowedType(input.name, row.contentType, knownEntityAccess(rules, row.entityType)?.uploads)) {
      throw new HttpError(400, UPLOAD_MESSAGES.typeNotAllowed, [
        { path: 'name', message: UPLOAD_MESSAGES.typeNotAllowed },
      ]);
    }
  }
  return db.transaction(async (tx) => {
    await tx.update(repositoryObjects).set({ name: input.name, meta: input.meta }).where(eq(repositoryObjects.id, id));
    return viewOf(tx, id);
  });
}

/** Deletes the metadata, then the bytes (a pending upload has none, and its URL then finds nothing). */
export async function deleteRepositoryObject(
  db: Database,
  files: FileServices,
  rules: AttachmentRules,
  caller: Caller,
  id: string,
): Promise<void> {
  const row = await changeableObject(db, rules, caller, id);
  await db.delete(repositoryObjects).where(eq(repositoryObjects.id, id));
  // The row is gone: bytes that cannot be removed now are unreachable, and the delete is done all the same.
  await files.store.remove(row.storageKey).catch(() => undefined);
}
