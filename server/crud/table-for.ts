import { getTableColumns, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../domain/resources/declaration.ts';
import * as schema from '../db/schema/index.ts';

/** The drizzle table behind a declaration and its columns, by the declaration's field names. */
export interface ResourceTable {
  table: PgTable;
  /** Every column of the table, by property name. */
  columns: Record<string, PgColumn>;
  id: PgColumn;
  /** The columns of the record schema, by field name: what every read selects. */
  selection: Record<string, PgColumn>;
}

/** `apartment-types` -> `apartmentTypes`. */
export const camelCase = (name: string): string => name.replace(/[-_]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The column of a field, which the startup check guarantees exists. */
export function columnOf(resource: ResourceTable, field: string): PgColumn {
  const column = resource.columns[field];
  if (!column) throw new Error(`column ${field} missing`);
  return column;
}

/**
 * Finds the export of server/db/schema named by `declaration.table` or like the declaration (camelCase) and checks, at
 * startup, that every stored record key, declared field, search field and the default sort have a column of the same
 * name, and that no computed field is sorted, filtered or searched.
 */
export function tableFor(declaration: ResourceDeclaration, tables: Record<string, unknown> = schema): ResourceTable {
  const exportName = declaration.table ?? camelCase(declaration.name);
  const table = tables[exportName];
  if (!is(table, PgTable)) {
    throw new Error(`Resource "${declaration.name}": server/db/schema/index.ts has no table exported as "${exportName}"`);
  }
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const computed = new Set(declaration.computed ?? []);
  const stored = Object.keys(declaration.record.shape).filter((key) => !computed.has(key));
  const queried = declaration.fields.filter((field) => field.sortable === true || field.filter === true || field.filter === 'range');
  const periods = declaration.fields.filter((field) => field.filter === 'range' && field.kind !== 'date' && field.kind !== 'dateTime');
  if (periods.length > 0) {
    throw new Error(`Resource "${declaration.name}": only date and dateTime fields filter by period: ${periods.map((field) => field.name).join(', ')}`);
  }
  const computedQueried = [...queried.map((field) => field.name), ...declaration.search].filter((name) => computed.has(name));
  if (computedQueried.length > 0) {
    throw new Error(`Resource "${declaration.name}": computed fields cannot be sorted, filtered or searched: ${computedQueried.join(', ')}`);
  }
  const needed = new Set([
    'id', ...stored, ...declaration.fields.map((field) => field.name).filter((name) => !computed.has(name)), ...declaration.search,
    declaration.defaultSort.field,
  ]);
  const missing = [...needed].filter((name) => !(name in columns));
  if (missing.length > 0) {
    throw new Error(`Resource "${declaration.name}": table "${exportName}" has no column for ${missing.join(', ')}`);
  }
  const resource: ResourceTable = { table, columns, id: columns.id as PgColumn, selection: {} };
  for (const key of stored) resource.selection[key] = columnOf(resource, key);
  return resource;
}
