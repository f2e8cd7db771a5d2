import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  repositoryObjectMetaSchema,
  repositoryObjectUploadFieldsSchema,
  type RepositoryObject,
} from '../../../domain/files/repository-objects.ts';
import {
  isVideoType,
  maxBytesOf,
  uploadContentType,
  uploadProblemOf,
  UPLOAD_MESSAGES,
} from '../../../domain/files/upload-rules.ts';
import type { Database } from '../../db/client.ts';
import { repositoryObjects } from '../../db/schema/index.ts';
import { entityAccessOf, type AttachmentRules } from '../../files/attachment-rules.ts';
import type { FileServices } from '../../files/file-services.ts';
import { FileTooLargeError, newStorageKey, type ReceivedFile } from '../../files/file-store.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError, parseOrBadRequest } from '../../http/http-error.ts';
import { requireWritable } from './entity-checks.ts';
import { objectView } from './repository-objects.repository.ts';

const FILE_REQUIRED = 'Il file è richiesto';
const META_INVALID = 'Le informazioni aggiuntive del documento non sono un oggetto JSON valido';

/** The text fields sent before the file, and the file part itself. */
async function fieldsThenFile(
  parts: AsyncIterable<Multipart>,
): Promise<{ fields: Record<string, string>; file: MultipartFile }> {
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'file') return { fields, file: part };
    fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
  }
  throw new HttpError(400, FILE_REQUIRED, [{ path: 'file', message: FILE_REQUIRED }]);
}

function metaOf(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, META_INVALID, [{ path: 'meta', message: META_INVALID }]);
  }
  return parseOrBadRequest(repositoryObjectMetaSchema, parsed);
}

async function receive(files: FileServices, file: MultipartFile, contentType: string): Promise<ReceivedFile> {
  try {
    return await files.store.receive(file.file, maxBytesOf(contentType));
  } catch (error) {
    if (error instanceof FileTooLargeError)
      throw new HttpError(413, isVideoType(contentType) ? UPLOAD_MESSAGES.videoTooLarge : UPLOAD_MESSAGES.tooLarge);
    throw error;
  }
}

/**
 * POST /happyway/repository-objects/upload (spec section 7, lesson files): one multipart request with the entity
 * fields first and the file last, streamed to the store (never held in memory) within its type's limit; the same
 * name, type and access checks as the signed-URL upload. A refused upload leaves nothing behind.
 */
export async function uploadRepositoryObject(
  db: Database,
  files: FileServices,
  rules: AttachmentRules,
  caller: Caller,
  parts: AsyncIterable<Multipart>,
  now: Date,
): Promise<RepositoryObject> {
  const { fields, file } = await fieldsThenFile(parts);
  const input = parseOrBadRequest(repositoryObjectUploadFieldsSchema, fields);
  const meta = metaOf(input.meta);
  const access = entityAccessOf(rules, input.entityType);
  const name = input.name ?? file.filename;
  const contentType =
    uploadContentType(name, file.mimetype, access.uploads ?? {}) ?? file.mimetype.trim().toLowerCase();
  const problem = uploadProblemOf({ name, contentType, size: 1 }, access.uploads);
  if (problem) throw new HttpError(400, problem.message, [problem]);
  await requireWritable(db, access, caller, input.entity_id);
  const received = await receive(files, file, contentType);
  if (received.bytes === 0) {
    await received.discard();
    throw new HttpError(400, UPLOAD_MESSAGES.empty, [{ path: 'file', message: UPLOAD_MESSAGES.empty }]);
  }
  const storageKey = newStorageKey();
  await received.commit(storageKey);
  const [row] = await db
    .insert(repositoryObjects)
    .values({
      entityType: input.entityType,
      entityId: input.entity_id,
      name,
      meta,
      contentType,
      size: received.bytes,
      storageKey,
      uploadedBy: caller.profileId,
      createdAt: now,
      uploadedAt: now,
    })
    .returning({ id: repositoryObjects.id })
    .catch(async (error: unknown) => {
      await files.store.remove(storageKey);
      throw error;
    });
  const view = row && (await objectView(db, row.id));
  if (!view) throw new Error('repository object not stored');
  return view;
}
