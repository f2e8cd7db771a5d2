import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../domain/resources/declaration.ts';

/** The drizzle table behind a declaration and its columns, by the declaration's field names. */
export interface ResourceTable {
  table: PgTable;
  /** Every column of the table, by property name. */
  columns: Record<string, PgColumn>;
  id: PgColumn;
  /** The columns of the record schema, by field name: what every read selects. */
  selection: Record<string, PgColumn>;
}

/** The column of a field, which the startup check guarantees exists. */
export function columnOf(resource: ResourceTable, field: string): PgColumn {
  const column = resource.columns[field];
  if (!column) throw new Error(`column ${field} missing`);
  return column;
}

/**
 * The unit's table by the declaration's field names; checks, at startup, that every stored record key, declared field,
 * search field and the default sort have a column of the same name, and that no computed field is sorted, filtered or
 * searched, except a filter the unit writes the condition of (`ownFilters`).
 */
export function tableFor(
  declaration: ResourceDeclaration,
  table: PgTable,
  ownFilters: readonly string[] = [],
): ResourceTable {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const computed = new Set(declaration.computed ?? []);
  const stored = Object.keys(declaration.record.shape).filter((key) => !computed.has(key));
  const queried = declaration.fields.filter(
    (field) =>
      field.sortable === true ||
      ((field.filter === true || field.filter === 'range') && !ownFilters.includes(field.name)),
  );
  const periods = declaration.fields.filter(
    (field) => field.filter === 'range' && field.kind !== 'date' && field.kind !== 'dateTime',
  );
  if (periods.length > 0) {
    throw new Error(
      `Resource "${declaration.name}": only date and dateTime fields filter by period: ${periods.map((field) => field.name).join(', ')}`,
    );
  }
  const computedQueried = [...queried.map((field) => field.name), ...declaration.search].filter((name) =>
    computed.has(name),
  );
  if (computedQueried.length > 0) {
    throw new Error(
      `Resource "${declaration.name}": computed fields cannot be sorted, filtered or searched: ${computedQueried.join(', ')}`,
    );
  }
  const needed = new Set([
    'id',
    ...stored,
    ...declaration.fields.map((field) => field.name).filter((name) => !computed.has(name)),
    ...declaration.search,
    declaration.defaultSort.field,
  ]);
  const missing = [...needed].filter((name) => !(name in columns));
  if (missing.length > 0) {
    throw new Error(`Resource "${declaration.name}": its table has no column for ${missing.join(', ')}`);
  }
  const resource: ResourceTable = { table, columns, id: columns.id as PgColumn, selection: {} };
  for (const key of stored) resource.selection[key] = columnOf(resource, key);
  return resource;
}
