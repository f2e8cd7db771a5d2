import type { CrudFilter, CrudSort } from '@refinedev/core';
import { listPathOf, type ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { listQuery } from '../../providers/data-provider.ts';

/** The export URL below /api: every row matching the list's current filters and sort, no paging. */
export function exportUrl(declaration: ResourceDeclaration, filters: CrudFilter[], sorters: CrudSort[]): string {
  const query = listQuery({ pagination: { mode: 'off' }, filters, sorters }).toString();
  return `${listPathOf(declaration)}/export.csv${query === '' ? '' : `?${query}`}`;
}
