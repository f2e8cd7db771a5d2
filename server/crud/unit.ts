import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../domain/resources/declaration.ts';
import type { Database } from '../db/client.ts';
import type { Caller } from '../plugins/auth.ts';
import type { UnitQueries } from './conditions.ts';
import type { ResourceServices, ServerModule } from './module.ts';

/** What a read hook may use: the database, the caller, the mailer, the file store and the settings. */
export interface BehaviourContext extends ResourceServices {
  caller: Caller;
  /** What the request's `?extend=` asked the records to carry (declaration's `extend`; empty otherwise). */
  extend: readonly string[];
}

/**
 * What a write hook may use: `db` is the write's own transaction, so every row a hook adds (history, participants,
 * notifications, counters) commits or rolls back with the write; `afterCommit` queues an outside effect (an e-mail)
 * that the factory runs only once the transaction committed.
 */
export interface WriteContext extends BehaviourContext {
  afterCommit: (effect: () => Promise<void>) => void;
}

/** The rows a caller may see, as a SQL condition over the unit's table (undefined: every row). */
export type Visibility = (caller: Caller, db: Database) => SQL | undefined;

/** A record as the API answers it (the declaration's record schema). */
export type RecordOf<D extends ResourceDeclaration> = z.infer<D['record']>;
/** The record keys the behaviour computes (`declaration.computed`): no column holds them. */
export type ComputedKeyOf<D extends ResourceDeclaration> = D extends { computed: readonly (infer K extends string)[] }
  ? K
  : never;
/** A row as the store reads it: the record's stored keys, timestamps as ISO strings. */
export type StoredOf<D extends ResourceDeclaration> = Omit<RecordOf<D>, ComputedKeyOf<D>>;
export type CreateOf<D extends ResourceDeclaration> = z.infer<D['create']>;
export type UpdateOf<D extends ResourceDeclaration> = z.infer<D['update']>;
/** Column values the server sets over the validated body, by the table's column names. */
export type ValuesOf<T extends PgTable> = T['$inferInsert'] extends infer Insert
  ? { [Column in keyof Insert]?: Insert[Column] }
  : never;

/**
 * What a resource does beyond its declaration, typed by the declaration's own schemas: server-filled values, checks
 * that refuse a write (throw HttpError), effects of a write, computed record keys and routes of its own. Every write
 * hook runs inside the write's transaction and sees only rows the unit's visibility allows.
 */
export interface ResourceBehaviour<D extends ResourceDeclaration, T extends PgTable> {
  /** Values the server sets on create over the validated body (for example the creator and the first status). */
  prepareCreate?(context: WriteContext, input: CreateOf<D>): Promise<ValuesOf<T>> | ValuesOf<T>;
  /**
   * The record-level edit rule: refuses (HttpError 403, in the unit's words) a caller who sees this record but may not
   * change it. The factory runs it before an update's `prepareUpdate`, before a delete's `beforeDelete` (alone and in
   * bulk) and on the record's timeline, which is for those who may edit the record; the role-level `access.edit`
   * comes first. Without it, whoever passes `access.edit` and sees the record may edit it.
   */
  requireEditor?(context: BehaviourContext, current: StoredOf<D>): Promise<void> | void;
  /** Checks, and may complete, an update of a visible row before it is written. */
  prepareUpdate?(context: WriteContext, current: StoredOf<D>, input: UpdateOf<D>): Promise<ValuesOf<T>> | ValuesOf<T>;
  /** Checks the delete of a visible row before it happens. */
  beforeDelete?(context: WriteContext, current: StoredOf<D>): Promise<void> | void;
  /** Effects of a create, in its transaction (the first history row, child rows, notification rows). */
  afterCreate?(context: WriteContext, row: StoredOf<D>, input: CreateOf<D>): Promise<void>;
  /** Effects of an update, in its transaction; `before` is the row it changed. */
  afterUpdate?(context: WriteContext, row: StoredOf<D>, input: UpdateOf<D>, before: StoredOf<D>): Promise<void>;
  /**
   * The computed keys of the records of a list page, a single read or an export batch, except the reference labels
   * (`labelField`), which the reference sources fill.
   */
  decorate?(context: BehaviourContext, rows: StoredOf<D>[]): Promise<Omit<RecordOf<D>, LabelKeyOf<D>>[]>;
  /**
   * Moves a visible row to status `to` by the resource's workflow, in the bulk action's transaction (one savepoint per
   * row); throws HttpError with the reason when the move is refused. Needed when the declaration has `bulkStatus`.
   */
  transition?(context: WriteContext, row: StoredOf<D>, to: string): Promise<void>;
  /** Routes of the resource beyond CRUD, registered in the secured scope (for example a status transition). */
  routes?(app: FastifyInstance, services: ResourceServices): Promise<void> | void;
}

/**
 * The label keys the reference sources fill; loose (every computed key may be one) where the fields are not literal.
 */
export type LabelKeyOf<D extends ResourceDeclaration> = D['fields'][number] extends infer F
  ? F extends { reference: { labelField: infer L extends string } }
    ? L
    : never
  : never;

/**
 * One server resource (`server/modules/<name>/index.ts`): its declaration, the drizzle table behind it, which rows a
 * caller sees, what it does beyond the generated CRUD and what it adds to the shared services (a module's
 * contributions). A plain resource has only a declaration and a table.
 */
export interface ServerUnit<
  D extends ResourceDeclaration = ResourceDeclaration,
  T extends PgTable = PgTable,
> extends ServerModule {
  declaration: D;
  table: T;
  /** Row visibility, applied to every read, update, delete, count, export and reference choice (default: all rows). */
  visibility?: Visibility;
  behaviour?: ResourceBehaviour<D, T>;
  queries?: UnitQueries;
}

/** Types a unit by its declaration and table (the registry holds them as `ServerUnit`). */
export const defineUnit = <D extends ResourceDeclaration, T extends PgTable>(
  unit: ServerUnit<D, T>,
): ServerUnit<D, T> => unit;
