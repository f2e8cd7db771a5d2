import { and, asc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldDeclaration, ReferenceSourceName, ResourceDeclaration } from '../../domain/resources/declaration.ts';
import type { ReferenceOption } from '../../domain/schemas/reference-options.ts';
import type { Database } from '../db/client.ts';
import type { Caller } from '../plugins/auth.ts';
import { HttpError } from '../http/http-error.ts';
import { parseFilterValue, SEARCH_MAX_LENGTH } from './list-query.ts';
import type { Row } from './store.ts';
import type { ResourceTable } from './table-for.ts';
import { rankedSearch } from './text-search.ts';

export const REFERENCE_DEFAULT_LIMIT = 20;
export const REFERENCE_MAX_LIMIT = 50;

/**
 * Where the rows of a reference field come from (the `references` of the module that owns them): the table, its id,
 * the label (and a hint telling apart rows with the same label) as SQL, which rows a caller may choose, and the column
 * each of a field's `dependsOn` parameters narrows.
 */
export interface ReferenceSource {
  table: PgTable;
  id: PgColumn;
  label: SQL<string>;
  hint?: SQL<string | null>;
  /** The rows this caller may choose (undefined: every row). Labels of rows already on a record ignore it. */
  choosable?(caller: Caller, db: Database): SQL | undefined;
  /** The order of the choices when it is not the label's (people by surname, then name). */
  order?: readonly SQL[];
  /** The columns a picker's `dependsOn` parameters filter by equality, by parameter name. */
  parameters?: Readonly<Partial<Record<string, PgColumn>>>;
}

/** Every source, by the name a declaration's `reference.source` gives: a missing one does not compile. */
export type ReferenceSources = Readonly<Record<ReferenceSourceName, ReferenceSource>>;

export interface ReferenceQuery {
  q: string | null;
  limit: number;
  ids: string[] | null;
  parameters: Record<string, string>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIMIT_INVALID = `Il limite deve essere un numero intero tra 1 e ${String(REFERENCE_MAX_LIMIT)}`;

/** The reference fields of a declaration with their target. */
export const referenceFieldsOf = (declaration: ResourceDeclaration) =>
  declaration.fields.flatMap((field) => (field.reference ? [{ field, reference: field.reference }] : []));

/**
 * Startup check: every `dependsOn` of a reference field names a field of the declaration and a parameter its source
 * filters by.
 */
export function checkReferences(declaration: ResourceDeclaration, sources: ReferenceSources): void {
  for (const { field, reference } of referenceFieldsOf(declaration)) {
    for (const name of reference.dependsOn ?? []) {
      if (
        !declaration.fields.some((candidate) => candidate.name === name) ||
        !sources[reference.source].parameters?.[name]
      ) {
        throw new Error(
          `Resource "${declaration.name}": reference ${field.name} depends on ${name}, which its source does not filter by`,
        );
      }
    }
  }
}

/** Reads `q`, `limit`, `ids` and the field's `dependsOn` parameters; anything else, or a bad value, is a 400. */
export function parseReferenceQuery(
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  raw: Record<string, unknown>,
): ReferenceQuery {
  const issues: { path: string; message: string }[] = [];
  const query: ReferenceQuery = { q: null, limit: REFERENCE_DEFAULT_LIMIT, ids: null, parameters: {} };
  const dependsOn = field.reference?.dependsOn ?? [];
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string') {
      issues.push({ path: key, message: `Il parametro ${key} va indicato una sola volta` });
      continue;
    }
    const parameterField = dependsOn.includes(key)
      ? declaration.fields.find((candidate) => candidate.name === key)
      : undefined;
    if (key === 'q') {
      const text = value.trim();
      if (text.length > SEARCH_MAX_LENGTH)
        issues.push({
          path: key,
          message: `La ricerca può contenere al massimo ${String(SEARCH_MAX_LENGTH)} caratteri`,
        });
      else query.q = text === '' ? null : text;
    } else if (key === 'limit') {
      const limit = /^[0-9]{1,3}$/.test(value) ? Number(value) : 0;
      if (limit >= 1 && limit <= REFERENCE_MAX_LIMIT) query.limit = limit;
      else issues.push({ path: key, message: LIMIT_INVALID });
    } else if (key === 'ids') {
      const ids = value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '');
      if (ids.every((id) => uuidPattern.test(id)) && ids.length <= REFERENCE_MAX_LIMIT) query.ids = ids;
      else issues.push({ path: key, message: 'Identificativi non validi' });
    } else if (parameterField) {
      const parsed = parseFilterValue(parameterField, value);
      if ('message' in parsed) issues.push({ path: key, message: parsed.message });
      else query.parameters[key] = String(parsed.value);
    } else issues.push({ path: key, message: `Parametro non riconosciuto: ${key}` });
  }
  if (issues.length > 0) throw new HttpError(400, 'Parametri non validi', issues);
  return query;
}

/**
 * The choices of one picker: only rows the caller may choose, narrowed by search, ids and parameters. A search ranks
 * its matches by the one rule of `text-search.ts` (exact, prefix, word starts, contains, close), then the label (or
 * the source's order); without one, by label.
 */
export async function referenceOptions(
  db: Database,
  caller: Caller,
  source: ReferenceSource,
  query: ReferenceQuery,
): Promise<ReferenceOption[]> {
  const narrowed = Object.entries(query.parameters).map(([name, value]) => {
    const column = source.parameters?.[name];
    if (!column) throw new Error(`reference parameter ${name} has no column`);
    return eq(column, value);
  });
  const search = query.q === null ? null : rankedSearch(source.label, query.q);
  const where = and(
    source.choosable?.(caller, db),
    search?.where,
    query.ids === null ? undefined : query.ids.length > 0 ? inArray(source.id, query.ids) : sql`false`,
    ...narrowed,
  );
  const rows = await db
    .select({ id: source.id, label: source.label, ...(source.hint && { hint: source.hint }) })
    .from(source.table)
    .where(where)
    .orderBy(...(search?.order ?? []), ...(source.order ?? [asc(source.label)]), asc(source.id))
    .limit(query.limit);
  return rows.map((row) => {
    const id = String(row.id);
    return typeof row.hint === 'string' ? { id, label: row.label, hint: row.hint } : { id, label: row.label };
  });
}

/**
 * The labels of a declaration's single reference fields as correlated subqueries over their sources, for the page
 * query to select by their `labelField` (one statement for the page and its labels). A field whose source is the
 * resource's own table, or that holds several ids, is left to `withReferenceLabels`.
 */
export function labelColumnsOf(
  declaration: ResourceDeclaration,
  sources: ReferenceSources,
  resource: ResourceTable,
): Record<string, SQL> {
  const columns: Record<string, SQL> = {};
  for (const { field, reference } of referenceFieldsOf(declaration)) {
    const source = sources[reference.source];
    const column = resource.columns[field.name];
    if (reference.multiple || !column || getTableName(source.table) === getTableName(resource.table)) continue;
    columns[reference.labelField] = sql`(select ${source.label} from ${source.table} where ${source.id} = ${column})`;
  }
  return columns;
}

const idsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string')
      : [];

/**
 * Fills every reference field's `labelField` on records (one query per source): the referenced row's label, or null;
 * for a `multiple` field the labels of its ids in their order, joined by a comma.
 */
export async function withReferenceLabels<T extends Row>(
  db: Database,
  declaration: ResourceDeclaration,
  sources: ReferenceSources,
  rows: T[],
): Promise<T[]> {
  // Labels the page query already selected (labelColumnsOf) are not looked up again.
  const references = referenceFieldsOf(declaration).filter(
    ({ reference }) => !rows.every((row) => Object.hasOwn(row, reference.labelField)),
  );
  if (references.length === 0 || rows.length === 0) return rows;
  const labels = new Map<ReferenceSourceName, Map<string, string>>();
  const wanted = new Map<ReferenceSourceName, Set<string>>();
  for (const { field, reference } of references) {
    const ids = wanted.get(reference.source) ?? new Set<string>();
    for (const row of rows) for (const id of idsIn(row[field.name])) ids.add(id);
    wanted.set(reference.source, ids);
  }
  await Promise.all(
    [...wanted].map(async ([name, ids]) => {
      const source = sources[name];
      const found =
        ids.size === 0
          ? []
          : await db
              .select({ id: source.id, label: source.label })
              .from(source.table)
              .where(inArray(source.id, [...ids]));
      labels.set(name, new Map(found.map((row) => [String(row.id), row.label])));
    }),
  );
  return rows.map((row) => {
    const filled: Row = { ...row };
    for (const { field, reference } of references) {
      const byId = labels.get(reference.source);
      const names = idsIn(row[field.name]).flatMap((id) => byId?.get(id) ?? []);
      filled[reference.labelField] = reference.multiple ? names.join(', ') : (names[0] ?? null);
    }
    return filled as T;
  });
}
