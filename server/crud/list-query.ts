import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration.ts';
import { HttpError } from '../http/http-error.ts';

export const LIST_DEFAULT_LIMIT = 25;
export const LIST_MAX_LIMIT = 100;
export const SEARCH_MAX_LENGTH = 200;

export type FilterValue = string | number | boolean;

export interface ListFilter {
  field: FieldDeclaration;
  value: FilterValue;
  /** A period filter's first (`from`) or last (`to`) day; absent for equality. */
  bound?: 'from' | 'to';
}

/** The query parameters of a `range` field: `<name>From` and `<name>To`. */
export const rangeParameter = (field: string, bound: 'from' | 'to'): string =>
  `${field}${bound === 'from' ? 'From' : 'To'}`;

export interface ListOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** A list (or export) query read from the declaration: every parameter known, every value checked. */
export interface ListQuery {
  page: number;
  limit: number;
  order: ListOrder;
  /** The trimmed search text, or null when absent or blank. */
  q: string | null;
  filters: ListFilter[];
  /** What the records should carry beyond their own keys (`?extend=`, among the declaration's `extend`). */
  extend: string[];
}

type Issue = { path: string; message: string };
type Parsed<T> = { value: T } | { message: string };

const PAGE_INVALID = 'La pagina deve essere un numero intero maggiore di zero';
const limitInvalid = (max: number) => `Il limite deve essere un numero intero tra 1 e ${String(max)}`;
const ORDER_INVALID = 'Ordinamento non valido: usa campo:asc o campo:desc';
const integerPattern = /^[0-9]{1,9}$/;
const decimalPattern = /^-?[0-9]{1,15}(\.[0-9]{1,6})?$/;
const moneyPattern = /^-?[0-9]{1,17}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const datePattern = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

function positiveInteger(raw: string, max: number, message: string): Parsed<number> {
  const value = integerPattern.test(raw) ? Number(raw) : 0;
  return value >= 1 && value <= max ? { value } : { message };
}

/** `?extend=a,b`: each value one the declaration offers. */
export function parseExtend(declaration: ResourceDeclaration, raw: string): Parsed<string[]> {
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const unknown = values.filter((value) => !(declaration.extend ?? []).includes(value));
  return unknown.length > 0
    ? { message: `Estensione non prevista: ${unknown.join(', ')}` }
    : { value: [...new Set(values)] };
}

function parseOrder(raw: string, declaration: ResourceDeclaration): Parsed<ListOrder> {
  const match = /^([A-Za-z0-9_]+):(asc|desc)$/.exec(raw);
  if (!match?.[1] || !match[2]) return { message: ORDER_INVALID };
  const [, field, direction] = match;
  if (!declaration.fields.some((candidate) => candidate.name === field && candidate.sortable)) {
    return { message: `Campo non ordinabile: ${field}` };
  }
  return { value: { field, direction: direction === 'asc' ? 'asc' : 'desc' } };
}

/** Checks a filter value against its field's kind (and options, for an enum). */
export function parseFilterValue(field: FieldDeclaration, raw: string): Parsed<FilterValue> {
  switch (field.kind) {
    case 'enum':
      return field.options?.includes(raw) ? { value: raw } : { message: `Valore non ammesso: ${raw}` };
    case 'number':
      return decimalPattern.test(raw)
        ? { value: Number(raw) }
        : { message: 'Il filtro deve essere un numero (es. 120 o 12.5)' };
    case 'money':
      return moneyPattern.test(raw)
        ? { value: raw }
        : { message: 'Il filtro deve essere un importo in centesimi (es. 125050)' };
    case 'boolean':
      return raw === 'true' || raw === 'false'
        ? { value: raw === 'true' }
        : { message: "Il filtro deve valere 'true' o 'false'" };
    case 'date':
    case 'dateTime':
      return datePattern.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`))
        ? { value: raw }
        : { message: 'Il filtro deve essere una data nel formato AAAA-MM-GG' };
    case 'reference':
      return uuidPattern.test(raw) ? { value: raw } : { message: 'Il filtro deve essere un identificativo valido' };
    case 'text':
    case 'longText':
      return raw.length > 0 && raw.length <= SEARCH_MAX_LENGTH
        ? { value: raw }
        : { message: 'Valore del filtro non valido' };
  }
}

/**
 * Reads `page`, `limit`, `order`, `q`, `extend` (when the declaration offers any) and one `<field>=<value>` per
 * filterable field; anything else is a 400 (never silently ignored), with every problem listed by parameter. Without
 * paging (the CSV export) `page` and `limit` are not accepted either.
 */
export function parseListQuery(
  declaration: ResourceDeclaration,
  raw: Record<string, unknown>,
  options: { paging?: boolean } = {},
): ListQuery {
  const paging = options.paging ?? true;
  const issues: Issue[] = [];
  const { defaultLimit, maxLimit } = declaration.paging ?? {
    defaultLimit: LIST_DEFAULT_LIMIT,
    maxLimit: LIST_MAX_LIMIT,
  };
  const query: ListQuery = {
    page: 1,
    limit: defaultLimit,
    order: { field: declaration.defaultSort.field, direction: declaration.defaultSort.order },
    q: null,
    filters: [],
    extend: [],
  };
  const take = <T>(path: string, parsed: Parsed<T>, apply: (value: T) => void) => {
    if ('message' in parsed) issues.push({ path, message: parsed.message });
    else apply(parsed.value);
  };
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string') {
      issues.push({ path: key, message: `Il parametro ${key} va indicato una sola volta` });
      continue;
    }
    const field = declaration.fields.find((candidate) => candidate.name === key);
    const range = rangeFieldOf(declaration, key);
    if (paging && key === 'page')
      take(key, positiveInteger(value, Number.MAX_SAFE_INTEGER, PAGE_INVALID), (page) => {
        query.page = page;
      });
    else if (paging && key === 'limit')
      take(key, positiveInteger(value, maxLimit, limitInvalid(maxLimit)), (limit) => {
        query.limit = limit;
      });
    else if (key === 'page' || key === 'limit')
      issues.push({ path: key, message: `Parametro non previsto nell'esportazione: ${key}` });
    else if (key === 'extend' && declaration.extend)
      take(key, parseExtend(declaration, value), (extend) => {
        query.extend = extend;
      });
    else if (key === 'order')
      take(key, parseOrder(value, declaration), (order) => {
        query.order = order;
      });
    else if (key === 'q') {
      const text = value.trim();
      if (text.length > SEARCH_MAX_LENGTH)
        issues.push({
          path: key,
          message: `La ricerca può contenere al massimo ${String(SEARCH_MAX_LENGTH)} caratteri`,
        });
      else query.q = text === '' ? null : text;
    } else if (field?.filter === true)
      take(key, parseFilterValue(field, value), (filterValue) => query.filters.push({ field, value: filterValue }));
    else if (range)
      take(key, parseFilterValue(range.field, value), (filterValue) =>
        query.filters.push({ field: range.field, value: filterValue, bound: range.bound }),
      );
    else if (field) issues.push({ path: key, message: `Filtro non ammesso sul campo: ${key}` });
    else issues.push({ path: key, message: `Parametro non riconosciuto: ${key}` });
  }
  issues.push(...backwardsPeriods(query.filters));
  if (issues.length > 0) throw new HttpError(400, 'Parametri non validi', issues);
  return query;
}

/** The `range` field and bound a parameter such as `submittedAtFrom` names, if any. */
function rangeFieldOf(
  declaration: ResourceDeclaration,
  key: string,
): { field: FieldDeclaration; bound: 'from' | 'to' } | undefined {
  for (const field of declaration.fields) {
    if (field.filter !== 'range') continue;
    if (key === rangeParameter(field.name, 'from')) return { field, bound: 'from' };
    if (key === rangeParameter(field.name, 'to')) return { field, bound: 'to' };
  }
  return undefined;
}

/** A period whose last day comes before its first: a 400 rather than an always-empty list. */
function backwardsPeriods(filters: readonly ListFilter[]): Issue[] {
  return filters.flatMap((from) => {
    if (from.bound !== 'from') return [];
    const to = filters.find((filter) => filter.bound === 'to' && filter.field === from.field);
    return to && String(to.value) < String(from.value)
      ? [{ path: rangeParameter(from.field.name, 'to'), message: 'La data finale non può precedere quella iniziale' }]
      : [];
  });
}
