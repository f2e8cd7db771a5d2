import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import { afterRow, orderOf } from './conditions.ts';
import { conflictOf } from './db-errors.ts';
import type { ListOrder } from './list-query.ts';
import { columnOf, type ResourceTable } from './table-for.ts';

export type Row = Record<string, unknown>;

export const notFound = (): HttpError => new HttpError(404, 'Elemento non trovato');

/** Dates as ISO-8601 UTC strings, the rest as read: what the record schema serialises and every hook sees. */
export const toRecord = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

/** The page query's window count, taken off each row. */
const totalKey = '__total';

const asText = (column: PgColumn) => sql<string | null>`${column}::text`;

/**
 * What a write stores: only the table's columns (a computed key such as a list of participants is the behaviour's to
 * write), an ISO string for a timestamp column as the instant it names.
 */
function columnValues(resource: ResourceTable, values: Row): Row {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) => {
      const column = resource.columns[key];
      if (!column) return [];
      const instant = typeof value === 'string' && column.getSQLType().startsWith('timestamp');
      return [[key, instant ? new Date(value) : value]];
    }),
  );
}

const rethrow = (error: unknown): never => {
  throw conflictOf(error);
};

/**
 * The reads and writes of one generated resource, on the database or inside a write's transaction; every one of them
 * takes the caller's visibility condition and answers rows as records (timestamps as ISO strings).
 */
export function resourceStore(db: Database, resource: ResourceTable) {
  const { table, id, selection } = resource;
  const byId = (rowId: string, visibility: SQL | undefined) => and(eq(id, rowId), visibility);

  return {
    /**
     * One page, with the total of the same condition (a window count) and `labels` (the reference labels as correlated
     * subqueries, `labelColumnsOf`) in the same statement; a second query counts only for a page past the last row.
     */
    async page(
      where: SQL | undefined,
      order: ListOrder,
      page: number,
      limit: number,
      labels: Record<string, SQL> = {},
    ): Promise<{ rows: Row[]; total: number }> {
      const rows = await db
        .select({ ...selection, ...labels, [totalKey]: sql<number>`cast(count(*) over () as integer)` })
        .from(table)
        .where(where)
        .orderBy(...orderOf(resource, order))
        .limit(limit)
        .offset((page - 1) * limit);
      const first = rows[0] as Row | undefined;
      if (first)
        return {
          rows: rows.map((row: Row) =>
            toRecord(Object.fromEntries(Object.entries(row).filter(([key]) => key !== totalKey))),
          ),
          total: Number(first[totalKey]),
        };
      if (page === 1) return { rows: [], total: 0 };
      const [total] = await db.select({ value: count() }).from(table).where(where);
      return { rows: [], total: total?.value ?? 0 };
    },

    /** Every matching row, in batches by keyset on (order column, id), for the streamed export. */
    async *all(where: SQL | undefined, order: ListOrder, batchSize = 1000): AsyncGenerator<Row[]> {
      const column = columnOf(resource, order.field);
      let cursor: { value: string | null; id: string } | null = null;
      for (;;) {
        const after: SQL | undefined = cursor ? afterRow(resource, order, cursor) : undefined;
        const batch: { row: Row; cursorValue: string | null; cursorId: string }[] = await db
          .select({ row: selection, cursorValue: asText(column), cursorId: sql<string>`${id}::text` })
          .from(table)
          .where(and(where, after))
          .orderBy(...orderOf(resource, order))
          .limit(batchSize);
        if (batch.length === 0) return;
        yield batch.map((entry) => toRecord(entry.row));
        const last = batch[batch.length - 1];
        if (!last || batch.length < batchSize) return;
        cursor = { value: last.cursorValue, id: last.cursorId };
      }
    },

    async one(rowId: string, visibility: SQL | undefined): Promise<Row> {
      const [row] = await db.select(selection).from(table).where(byId(rowId, visibility));
      if (!row) throw notFound();
      return toRecord(row);
    },

    async create(values: Row): Promise<Row> {
      const [row] = await db.insert(table).values(columnValues(resource, values)).returning(selection).catch(rethrow);
      if (!row) throw new Error('row not inserted');
      return toRecord(row);
    },

    async update(rowId: string, values: Row, visibility: SQL | undefined): Promise<Row> {
      const stored = columnValues(resource, values);
      if (Object.keys(stored).length === 0) return this.one(rowId, visibility);
      const [row] = await db
        .update(table)
        .set(stored)
        .where(byId(rowId, visibility))
        .returning(selection)
        .catch(rethrow);
      if (!row) throw notFound();
      return toRecord(row);
    },

    async remove(rowId: string, visibility: SQL | undefined): Promise<void> {
      const rows = await db.delete(table).where(byId(rowId, visibility)).returning({ id }).catch(rethrow);
      if (rows.length === 0) throw notFound();
    },
  };
}
