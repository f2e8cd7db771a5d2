import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ResourceQuery } from '../../../domain/api/resources.ts';
import { listQuery } from '../../providers/data-provider.ts';

/** The query of the list's export: every row matching its current filters and sort, no paging. */
export const exportQuery = (filters: CrudFilter[], sorters: CrudSort[]): ResourceQuery =>
  Object.fromEntries(listQuery({ pagination: { mode: 'off' }, filters, sorters }));
