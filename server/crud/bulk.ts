import { Readable } from 'node:stream';
import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceEndpoints } from '../../domain/api/resources.ts';
import {
  networkLabelFieldOf,
  type ResourceAction,
  type ResourceDeclaration,
} from '../../domain/resources/declaration.ts';
import {
  BULK_MAX_ROWS,
  BULK_STATUS_INVALID,
  BULK_TOO_MANY,
  bulkActionSchema,
  bulkExportSchema,
  bulkResultSchema,
  type BulkResult,
  type BulkSelection,
} from '../../domain/schemas/bulk.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import type { AuditRecord } from '../audit/audit-trail.ts';
import { serve } from '../http/serve.ts';
import { whereOf } from './conditions.ts';
import { csvHeader, csvRow, CSV_BOM, type ResourceLabels } from './csv.ts';
import { conflictOf } from './db-errors.ts';
import { parseListQuery, type ListOrder } from './list-query.ts';
import { resourceStore, type Row } from './store.ts';
import type { ResourceTable } from './table-for.ts';
import type { BehaviourContext, ServerUnit, WriteContext } from './unit.ts';

/** What the bulk routes share with the generated routes of the same unit (server/crud/register-resource.ts). */
export interface BulkRouteContext {
  declaration: ResourceDeclaration;
  /** The unit's endpoints, the bulk ones among them. */
  endpoints: ResourceEndpoints;
  unit: ServerUnit;
  resource: ResourceTable;
  db: Database;
  labels: ResourceLabels;
  guard: (action: ResourceAction) => (request: FastifyRequest) => Promise<void>;
  visible: (request: FastifyRequest) => SQL | undefined;
  write: <T>(request: FastifyRequest, work: (context: WriteContext, tx: Database) => Promise<T>) => Promise<T>;
  contextOf: (request: FastifyRequest) => BehaviourContext;
  recordsOf: (context: BehaviourContext, rows: Row[]) => Promise<Row[]>;
  auditOf: (context: WriteContext, action: AuditRecord['action'], before: Row | null, after: Row | null) => AuditRecord;
  offered: (action: ResourceAction) => boolean;
}

/** The text naming a row in a refusal: its first text field, else its id. */
const titleOf = (declaration: ResourceDeclaration, row: Row): string => {
  const first = declaration.fields.find((field) => field.kind === 'text');
  const value = first ? row[first.name] : undefined;
  return typeof value === 'string' && value !== '' ? value : String(row.id);
};

/**
 * The bulk routes of a unit: `POST <list path>/bulk` (delete, or a status change when the declaration has
 * `bulkStatus`) and `POST <list path>/bulk/export.csv`, over a selection of ids or every row matching the list's query,
 * always within the caller's visibility. One call, one transaction, one savepoint per row: each row goes through the
 * same hooks and workflow as alone; a refused row is listed with its reason and the others go on.
 */
export function registerBulkRoutes(app: FastifyInstance, context: BulkRouteContext): void {
  const {
    declaration,
    endpoints,
    unit,
    resource,
    db,
    labels,
    guard,
    visible,
    write,
    contextOf,
    recordsOf,
    auditOf,
    offered,
  } = context;
  const behaviour = unit.behaviour ?? {};
  const tags = [declaration.name];
  const defaultOrder: ListOrder = { field: declaration.defaultSort.field, direction: declaration.defaultSort.order };
  const statusField = declaration.fields.find((field) => field.name === declaration.bulkStatus);
  if (declaration.bulkStatus !== undefined && (!statusField?.options || !behaviour.transition)) {
    throw new Error(`Resource "${declaration.name}": bulkStatus needs an enum field and the behaviour's transition`);
  }

  /** The selected rows' condition and order, refused past BULK_MAX_ROWS. */
  const selected = async (
    request: FastifyRequest,
    selection: BulkSelection,
  ): Promise<{ where: SQL | undefined; order: ListOrder }> => {
    const visibility = visible(request);
    let where: SQL | undefined;
    let order = defaultOrder;
    if ('ids' in selection) where = and(visibility, inArray(resource.id, selection.ids));
    else {
      const query = parseListQuery(declaration, selection.query, { paging: false });
      where = whereOf(declaration, resource, query, visibility);
      order = query.order;
    }
    const [total] = await db.select({ value: count() }).from(resource.table).where(where);
    if ((total?.value ?? 0) > BULK_MAX_ROWS) throw new HttpError(400, BULK_TOO_MANY);
    return { where, order };
  };

  /**
   * The refused rows as the answer lists them: title, network (the reference's label, read in the write) and reason.
   */
  const networkLabel = networkLabelFieldOf(declaration);
  const refusalsOf = async (
    writeContext: WriteContext,
    refused: { row: Row; message: string }[],
  ): Promise<BulkResult['refused']> => {
    const records =
      networkLabel === undefined || refused.length === 0
        ? []
        : await recordsOf(
            writeContext,
            refused.map(({ row }) => row),
          );
    const networks = new Map(
      records.map((record) => [String(record.id), networkLabel === undefined ? null : record[networkLabel]]),
    );
    return refused.map(({ row, message }) => {
      const network = networks.get(String(row.id));
      return {
        id: String(row.id),
        title: titleOf(declaration, row),
        network: typeof network === 'string' ? network : null,
        message,
      };
    });
  };

  const rowsOf = async (where: SQL | undefined, order: ListOrder): Promise<Row[]> => {
    const rows: Row[] = [];
    for await (const batch of resourceStore(db, resource).all(where, order)) rows.push(...batch);
    return rows;
  };

  serve(app, endpoints.bulk, {
    preValidation: guard('list'),
    schema: { tags, body: bulkActionSchema, response: { 200: bulkResultSchema } },
    handler: async (request) => {
      const { action, status, selection } = request.body;
      if (action === 'delete') {
        if (!offered('delete')) throw new HttpError(404, 'Azione non disponibile');
        await guard('delete')(request);
      }
      if (
        action === 'status' &&
        (!statusField || !behaviour.transition || status === undefined || !statusField.options?.includes(status))
      ) {
        throw new HttpError(400, BULK_STATUS_INVALID, [{ path: 'status', message: BULK_STATUS_INVALID }]);
      }
      const { where, order } = await selected(request, selection);
      const rows = await rowsOf(where, order);
      const visibility = visible(request);
      return write(request, async (writeContext, tx): Promise<BulkResult> => {
        const done: string[] = [];
        const refused: { row: Row; message: string }[] = [];
        for (const row of rows) {
          const id = String(row.id);
          try {
            await tx.transaction(async (savepoint) => {
              const rowContext: WriteContext = { ...writeContext, db: savepoint };
              if (action === 'status' && status !== undefined) {
                await behaviour.transition?.(rowContext, row, status);
                return;
              }
              const store = resourceStore(savepoint, resource);
              const current = await store.one(id, visibility);
              await behaviour.requireEditor?.(rowContext, current);
              await behaviour.beforeDelete?.(rowContext, current);
              await store.remove(id, visibility);
              await rowContext.audit.record(savepoint, auditOf(rowContext, 'delete', current, null));
            });
            done.push(id);
          } catch (error) {
            const refusal = conflictOf(error);
            if (!(refusal instanceof HttpError)) throw error;
            refused.push({ row, message: refusal.message });
          }
        }
        return { done, refused: await refusalsOf(writeContext, refused) };
      });
    },
  });

  serve(app, endpoints.exportSelection, {
    preValidation: guard('list'),
    schema: { tags, body: bulkExportSchema, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const { where, order } = await selected(request, request.body.selection);
      const fields = declaration.fields;
      const readContext = contextOf(request);
      async function* lines(): AsyncGenerator<string> {
        yield CSV_BOM + csvHeader(fields, labels);
        for await (const batch of resourceStore(db, resource).all(where, order)) {
          const rows = await recordsOf(readContext, batch);
          yield rows.map((row) => csvRow(fields, row, labels)).join('');
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${declaration.name}-selezione.csv"`)
        .send(Readable.from(lines()));
    },
  });
}
