import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../domain/resources/declaration.ts';
import type { Caller } from '../plugins/auth.ts';
import type { FilterValue, ListFilter, ListOrder, ListQuery } from './list-query.ts';
import { columnOf, type ResourceTable } from './table-for.ts';
import { everyWord } from './text-search.ts';

export { escapeLike } from './text-search.ts';

/**
 * The list conditions a unit writes itself where its table's own columns cannot say them: `search` replaces the `q`
 * condition over the declared search columns (an indexed expression), `filters` gives the condition of a filter field
 * that has no column (a computed key, such as a profile's role, skill or province).
 */
export interface UnitQueries {
  search?(pattern: string, caller: Caller): SQL;
  filters?: Readonly<Record<string, (value: FilterValue, caller: Caller) => SQL>>;
}

const isTimestamp = (column: PgColumn) => column.getSQLType().startsWith('timestamp');

/** Midnight in Rome at the start of a calendar day (`YYYY-MM-DD`), as a timestamptz. */
const romeMidnight = (day: SQL) => sql`((${day})::timestamp at time zone 'Europe/Rome')`;

/** A period's bound: from the first day's Rome midnight, to before the midnight after the last day (index friendly). */
function boundCondition(column: PgColumn, bound: 'from' | 'to', value: string): SQL {
  if (!isTimestamp(column))
    return bound === 'from' ? sql`${column} >= ${value}::date` : sql`${column} <= ${value}::date`;
  return bound === 'from'
    ? sql`${column} >= ${romeMidnight(sql`${value}::date`)}`
    : sql`${column} < ${romeMidnight(sql`${value}::date + 1`)}`;
}

function filterCondition(resource: ResourceTable, { field, value, bound }: ListFilter): SQL | undefined {
  const column = columnOf(resource, field.name);
  if (bound) return boundCondition(column, bound, String(value));
  // A day filter on a timestamp matches the whole day in Rome, where users live.
  if ((field.kind === 'date' || field.kind === 'dateTime') && isTimestamp(column))
    return sql`(${column} at time zone 'Europe/Rome')::date = ${value}::date`;
  return eq(column, value);
}

/** The unit's own conditions and the caller they depend on (`ServerUnit.queries`). */
export interface OwnConditions {
  queries: UnitQueries;
  caller: Caller;
}

/**
 * Visibility, search (`q`: each of its words, in any order, contained case-insensitively in one of the declared search
 * fields, or matched by the unit's own search; `text-search.ts`) and equality filters (the unit's own condition for a
 * filter without a column).
 */
export function whereOf(
  declaration: ResourceDeclaration,
  resource: ResourceTable,
  query: ListQuery,
  visibility: SQL | undefined,
  own?: OwnConditions,
): SQL | undefined {
  const search =
    query.q === null
      ? undefined
      : everyWord(query.q, (pattern) =>
          own?.queries.search
            ? own.queries.search(pattern, own.caller)
            : or(...declaration.search.map((field) => ilike(columnOf(resource, field), pattern))),
        );
  const filters = query.filters.map((filter) => {
    const condition = own?.queries.filters?.[filter.field.name];
    return condition ? condition(filter.value, own.caller) : filterCondition(resource, filter);
  });
  return and(visibility, search, ...filters);
}

/** The list's order with nulls last in both directions, then the id, so pages and export batches are stable. */
export function orderOf(resource: ResourceTable, order: ListOrder): SQL[] {
  const column = columnOf(resource, order.field);
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${column} ${direction} nulls last`, sql`${resource.id} asc`];
}

/**
 * The keyset condition "after this row" for `orderOf`: the cursor is the order column as text (exact, where a JS Date
 * would lose a timestamp's microseconds) cast back to the column's type.
 */
export function afterRow(
  resource: ResourceTable,
  order: ListOrder,
  cursor: { value: string | null; id: string },
): SQL | undefined {
  const column = columnOf(resource, order.field);
  const laterId = sql`${resource.id} > ${cursor.id}`;
  if (cursor.value === null) return and(sql`${column} is null`, laterId);
  const value = sql`cast(${cursor.value} as ${sql.raw(column.getSQLType())})`;
  const ascending = order.direction === 'asc';
  const beyond = ascending ? sql`${column} > ${value}` : sql`${column} < ${value}`;
  // The plain bound lets an index on (column, id) start at the cursor instead of filtering every remaining row.
  const bound = ascending ? sql`${column} >= ${value}` : sql`${column} <= ${value}`;
  const later = and(bound, or(beyond, and(sql`${column} = ${value}`, laterId)));
  return column.notNull ? later : or(later, sql`${column} is null`);
}
