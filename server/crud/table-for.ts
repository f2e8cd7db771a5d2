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
 * Finds the export of server/db/schema named like the declaration (camelCase) and checks, at startup, that every
 * record key, declared field, search field and the default sort have a column of the same name.
 */
export function tableFor(declaration: ResourceDeclaration, tables: Record<string, unknown> = schema): ResourceTable {
  const exportName = camelCase(declaration.name);
  const table = tables[exportName];
  if (!is(table, PgTable)) {
    throw new Error(`Resource "${declaration.name}": server/db/schema/index.ts has no table exported as "${exportName}"`);
  }
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const computed = new Set(declaration.computed ?? []);
  const stored = Object.keys(declaration.record.shape).filter((key) => !computed.has(key));
  const needed = new Set([
    'id', ...stored, ...declaration.fields.map((field) => field.name), ...declaration.search, declaration.defaultSort.field,
  ]);
  const missing = [...needed].filter((name) => !(name in columns));
  if (missing.length > 0) {
    throw new Error(`Resource "${declaration.name}": table "${exportName}" has no column for ${missing.join(', ')}`);
  }
  const resource: ResourceTable = { table, columns, id: columns.id as PgColumn, selection: {} };
  for (const key of stored) resource.selection[key] = columnOf(resource, key);
  return resource;
}
