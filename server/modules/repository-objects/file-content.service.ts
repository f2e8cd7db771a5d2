import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { REPOSITORY_OBJECT_MESSAGES as MESSAGES } from '../../../domain/files/repository-objects.ts';
import { maxBytesOf } from '../../../domain/files/upload-rules.ts';
import type { Database } from '../../db/client.ts';
import { repositoryObjects } from '../../db/schema/index.ts';
import type { AttachmentRules } from '../../files/attachment-rules.ts';
import type { FileServices } from '../../files/file-services.ts';
import { requestedRange } from '../../files/byte-range.ts';
import { FileTooLargeError, type ReceivedFile, type StoredFile } from '../../files/file-store.ts';
import type { SignedMethod } from '../../files/signed-urls.ts';
import { HttpError } from '../../http/http-error.ts';
import { isEntityLive } from './entity-liveness.ts';
import { findObject, markUploaded, unmarkUploaded, type RepositoryObjectRow } from './repository-objects.repository.ts';

/** What a signed request carries: the object id of its path, the expiry and signature of its query. */
export interface SignedRequest {
  id: string;
  expires?: string | undefined;
  signature?: string | undefined;
}

/** The object a signed URL names, when the signature holds for this method and has not expired (403 otherwise). */
async function signedObject(
  db: Database,
  files: FileServices,
  method: SignedMethod,
  request: SignedRequest,
  now: Date,
): Promise<RepositoryObjectRow> {
  if (!files.urls.verify(method, request.id, request.expires, request.signature, now))
    throw new HttpError(403, MESSAGES.linkInvalid);
  const row = await findObject(db, request.id);
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return row;
}

/** The media type of a Content-Type header, without parameters, in lower case. */
const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export interface IncomingContent {
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable;
}

async function receiveAtMost(files: FileServices, body: Readable, limit: number): Promise<ReceivedFile> {
  try {
    return await files.store.receive(body, limit);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new HttpError(413, MESSAGES.largerThanDeclared);
    throw error;
  }
}

/**
 * The PUT of the bytes: a valid signature, an object still waiting for them, the declared content type, exactly the
 * declared number of bytes (never more than 25 MB, 500 MB for a lesson's video). Whatever fails, nothing stays on disk
 * and `uploadedAt` stays null.
 */
export async function receiveContent(
  db: Database,
  files: FileServices,
  rules: AttachmentRules,
  request: SignedRequest,
  content: IncomingContent,
  now: Date,
): Promise<void> {
  const row = await signedObject(db, files, 'PUT', request, now);
  if (row.uploadedAt) throw new HttpError(409, MESSAGES.alreadyUploaded);
  if (!(await isEntityLive(db, rules, row.entityType, row.entityId))) {
    await db
      .delete(repositoryObjects)
      .where(and(eq(repositoryObjects.id, row.id), isNull(repositoryObjects.uploadedAt)));
    throw new HttpError(410, MESSAGES.recordGone);
  }
  if (mediaTypeOf(content.contentType) !== row.contentType) throw new HttpError(400, MESSAGES.typeMismatch);
  const limit = Math.min(row.size, maxBytesOf(row.contentType));
  if (content.contentLength !== undefined && Number(content.contentLength) > limit)
    throw new HttpError(413, MESSAGES.largerThanDeclared);
  const received = await receiveAtMost(files, content.body, limit);
  if (received.bytes < row.size) {
    await received.discard();
    throw new HttpError(400, MESSAGES.smallerThanDeclared);
  }
  if (!(await markUploaded(db, row.id, now))) {
    await received.discard();
    throw new HttpError(409, MESSAGES.alreadyUploaded);
  }
  try {
    await received.commit(row.storageKey);
  } catch (error) {
    await unmarkUploaded(db, row.id);
    await received.discard();
    throw error;
  }
}

export interface DownloadContent extends StoredFile {
  name: string;
  contentType: string;
}

/** A Range past the end of the file: 416, and the answer names the file's size (RFC 9110, 15.5.17). */
export class RangeNotSatisfiable extends HttpError {
  readonly size: number;

  constructor(size: number) {
    super(416, MESSAGES.rangeNotSatisfiable);
    this.size = size;
  }
}

/**
 * The GET of the bytes: a valid signature and an object whose bytes arrived; with a `Range` header only that part
 * (video players ask for it), a range past the end is a 416.
 */
export async function openContent(
  db: Database,
  files: FileServices,
  request: SignedRequest,
  rangeHeader: string | undefined,
  now: Date,
): Promise<DownloadContent> {
  const row = await signedObject(db, files, 'GET', request, now);
  if (!row.uploadedAt) throw new HttpError(404, MESSAGES.notFound);
  const range = rangeHeader ? requestedRange(rangeHeader, row.size) : null;
  if (range === 'unsatisfiable') throw new RangeNotSatisfiable(row.size);
  const stored = await files.store.read(row.storageKey, range ?? undefined);
  if (!stored) throw new HttpError(404, MESSAGES.notFound);
  return { ...stored, name: row.name, contentType: row.contentType };
}
