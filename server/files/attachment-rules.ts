import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { REPOSITORY_OBJECT_MESSAGES, type RepositoryEntityType } from '../../domain/files/repository-objects.ts';
import type { UploadAllowance } from '../../domain/files/upload-rules.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import type { Caller } from '../plugins/auth.ts';

/** Who may see and who may add files of one kind of entity: the rule of the module that owns the entity. */
export interface EntityAccess {
  /** The table and id of the entity's records: a file lives only as long as its record. */
  record: { table: PgTable; id: PgColumn };
  canRead(db: Database, caller: Caller, entityId: string): Promise<boolean>;
  canWrite(db: Database, caller: Caller, entityId: string): Promise<boolean>;
  /** The 404 message when the caller may not see the entity. */
  notFound: string;
  /** What its files may be beyond documents (lessons take videos). */
  uploads?: UploadAllowance;
}

/** The access rule of each entity type that holds files, from the module that owns it (`attachments`). */
export type AttachmentRules = Readonly<Record<RepositoryEntityType, EntityAccess>>;

/** The rule of an entity type a request or a stored file names, if a module gives one. */
export const knownEntityAccess = (rules: AttachmentRules, entityType: string): EntityAccess | undefined =>
  Object.hasOwn(rules, entityType) ? rules[entityType as RepositoryEntityType] : undefined;

/** The rule of the entity type a request names: one no module gives is a 400 on `entityType`. */
export function entityAccessOf(rules: AttachmentRules, entityType: string): EntityAccess {
  const access = knownEntityAccess(rules, entityType);
  if (access) return access;
  const message = REPOSITORY_OBJECT_MESSAGES.entityTypeInvalid;
  throw new HttpError(400, message, [{ path: 'entityType', message }]);
}
