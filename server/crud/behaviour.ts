import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { FileServices } from '../files/file-services.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Caller } from '../plugins/auth.ts';
import type { Row } from './store.ts';

/** What a behaviour hook may use: the database, the caller, the mailer, the file store and the settings. */
export interface BehaviourContext extends ResourceServices {
  caller: Caller;
}

/** What the server needs beyond the generated routes: the services a resource module registers. */
export interface ResourceServices {
  db: Database;
  mailer: Mailer;
  files: FileServices;
  config: AppConfig;
}

/**
 * What a resource does beyond its declaration, on the server (`server/modules/<name>/`): server-filled values, state
 * checks that refuse a write with a 409 or 403 (throw HttpError), side effects after a write, extra fields of the record,
 * and routes of its own. A plain resource has none. Every hook sees only rows the caller's visibility rule allows.
 */
export interface ResourceBehaviour {
  /** Values the server sets on create over the validated body (for example the creator and the first status). */
  prepareCreate?(context: BehaviourContext, input: Row): Promise<Row> | Row;
  /** Checks, and may complete, an update of a visible row before it is written. */
  prepareUpdate?(context: BehaviourContext, current: Row, input: Row): Promise<Row> | Row;
  /** Checks the delete of a visible row before it happens. */
  beforeDelete?(context: BehaviourContext, current: Row): Promise<void> | void;
  /** After a create or update committed (history, notifications, child rows); `before` is the row an update changed. */
  afterWrite?(context: BehaviourContext, row: Row, input: Row, action: 'create' | 'update', before?: Row): Promise<void>;
  /** Adds computed fields to the records of a list page or a single read (the record schema must declare them). */
  decorate?(context: BehaviourContext, rows: Row[]): Promise<Row[]>;
  /** Routes of the resource beyond CRUD, registered in the secured scope (for example a status transition). */
  routes?(app: FastifyInstance, services: ResourceServices): Promise<void> | void;
}
