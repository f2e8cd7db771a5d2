import type { CrudFilter, CrudSort } from '@refinedev/core';
import { listPathOf, type ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { listQuery } from '../../providers/data-provider.ts';
import { httpClient } from '../../providers/http-client.ts';

/** The export URL below /api: every row matching the list's current filters and sort, no paging. */
export function exportUrl(declaration: ResourceDeclaration, filters: CrudFilter[], sorters: CrudSort[]): string {
  const query = listQuery({ pagination: { mode: 'off' }, filters, sorters }).toString();
  return `${listPathOf(declaration)}/export.csv${query === '' ? '' : `?${query}`}`;
}

/** Downloads the CSV through the axios client (so the bearer token goes with it) and saves it as `<name>.csv`. */
export async function downloadCsv(declaration: ResourceDeclaration, filters: CrudFilter[], sorters: CrudSort[]): Promise<void> {
  const { data } = await httpClient.get<Blob>(exportUrl(declaration, filters, sorters), { responseType: 'blob' });
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = `${declaration.name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => { URL.revokeObjectURL(href); }, 1000);
}
