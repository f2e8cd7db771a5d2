import { useState } from 'react';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import type { BulkSelection } from '../../../domain/schemas/bulk.ts';

/**
 * The rows ticked on a list, kept across its pages, or every row it matches ("tutti i 1.240 risultati"); a new query
 * (`queryKey`: its filters and sort) starts from none.
 */
export function useListSelection(queryKey: string, total: number, matching: () => Record<string, string>) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const [key, setKey] = useState(queryKey);
  if (key !== queryKey) {
    setKey(queryKey);
    setIds(new Set());
    setAll(false);
  }
  const clear = () => {
    setIds(new Set());
    setAll(false);
  };
  const model: GridRowSelectionModel = all
    ? { type: 'exclude', ids: new Set() }
    : { type: 'include', ids: new Set(ids) };
  /** The grid's new selection, given the ids of the rows of the page on screen. */
  const change = (next: GridRowSelectionModel, pageIds: readonly string[]) => {
    const chosen = (id: GridRowId) => (next.type === 'include' ? next.ids.has(id) : !next.ids.has(id));
    const base = all ? new Set(pageIds) : new Set(ids);
    for (const id of pageIds) {
      if (chosen(id)) base.add(id);
      else base.delete(id);
    }
    if (next.type === 'include') for (const id of next.ids) base.add(String(id));
    setIds(base);
    setAll(false);
  };
  const selection: BulkSelection = all ? { query: matching() } : { ids: [...ids] };
  return {
    model,
    change,
    clear,
    selection,
    all,
    count: all ? total : ids.size,
    selectAll: () => {
      setAll(true);
    },
    pageFullySelected: (pageIds: readonly string[]) =>
      pageIds.length > 0 && (all || pageIds.every((id) => ids.has(id))),
  };
}
