import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RepositoryEntityType } from '../../domain/files/repository-objects.ts';
import type { UploadAllowance } from '../../domain/files/upload-rules.ts';
import type { Database } from '../db/client.ts';
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

/** The access rule of each entity type that holds files (an unknown type never gets here: the schemas refuse it). */
export type AttachmentRules = Readonly<Record<RepositoryEntityType, EntityAccess>>;
