import { REPOSITORY_OBJECT_MESSAGES as MESSAGES } from '../../../domain/files/repository-objects.ts';
import type { Database } from '../../db/client.ts';
import type { EntityAccess } from '../../files/attachment-rules.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';

/** Throws the entity's 404 unless the caller may see it. */
export async function requireReadable(db: Database, access: EntityAccess, caller: Caller, entityId: string) {
  if (!(await access.canRead(db, caller, entityId))) throw new HttpError(404, access.notFound);
}

/** Throws the entity's 404 unless the caller may see it, then a 403 unless they may add files to it. */
export async function requireWritable(db: Database, access: EntityAccess, caller: Caller, entityId: string) {
  await requireReadable(db, access, caller, entityId);
  if (!(await access.canWrite(db, caller, entityId))) throw new HttpError(403, MESSAGES.writeForbidden);
}
