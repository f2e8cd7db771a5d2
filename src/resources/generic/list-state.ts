import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { SavedViewState } from '../../../domain/schemas/saved-views.ts';
import { listQuery } from '../../providers/data-provider.ts';

/** The list's own filters (not a view's presets) as the saved state keeps them: field → value. */
export function filtersOf(filters: CrudFilter[], preset: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    filters.flatMap((filter) => {
      if (
        !('field' in filter) ||
        preset.includes(filter.field) ||
        filter.value === undefined ||
        filter.value === null ||
        filter.value === ''
      )
        return [];
      return [[filter.field, String(filter.value)]];
    }),
  );
}

/** The list's current state, to save as a view. */
export function listStateOf(
  filters: CrudFilter[],
  sorters: CrudSort[],
  columns: string[] | null,
  pageSize: number,
  preset: readonly string[],
): SavedViewState {
  const sorter = sorters[0];
  return {
    filters: filtersOf(filters, preset),
    sort: sorter ? { field: sorter.field, order: sorter.order } : null,
    columns,
    pageSize,
  };
}

/** A saved state's filters as refine's. */
export const crudFiltersOf = (state: SavedViewState): CrudFilter[] =>
  Object.entries(state.filters).map(([field, value]) => ({ field, operator: 'eq', value }));

/**
 * The API query of every row the list matches (filters, presets, search and sort, no paging): a bulk selection of all.
 */
export const matchingQuery = (filters: CrudFilter[], sorters: CrudSort[]): Record<string, string> =>
  Object.fromEntries(listQuery({ pagination: { mode: 'off' }, filters, sorters }).entries());

/** The link that opens a saved view on its list. */
export const viewLink = (listPath: string, id: string): string => `${window.location.origin}${listPath}?view=${id}`;
