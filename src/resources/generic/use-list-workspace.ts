import { useCallback } from 'react';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import type { SavedView } from '../../../domain/schemas/saved-views.ts';
import type { BulkBarProps } from './bulk-bar.tsx';
import { crudFiltersOf, listStateOf, matchingQuery } from './list-state.ts';
import type { ListToolbarProps } from './list-toolbar.tsx';
import { resourcePaths } from './resource-paths.ts';
import type { ResourceView } from './resource-unit.ts';
import { useColumnVisibility } from './use-column-visibility.ts';
import { useListSelection } from './use-list-selection.ts';
import { useSharedView } from './use-shared-view.ts';

export interface ListWorkspaceInput {
  declaration: ResourceBlueprint;
  view?: ResourceView;
  columns: readonly GridColDef[];
  /** The ids of the rows of the page on screen. */
  pageIds: readonly string[];
  total: number;
  filters: CrudFilter[];
  sorters: CrudSort[];
  pageSize: number;
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void;
  setSorters: (sorters: CrudSort[]) => void;
  setPageSize: (size: number) => void;
  setCurrentPage: (page: number) => void;
}

/**
 * A generated list as a workspace (issue 21): saved views (also opened from a shared link), the column chooser kept
 * per list, the page size, and a selection across pages for the bulk actions. Answers the props of the toolbar, the
 * bulk bar, the grid and the page size choice.
 */
export function useListWorkspace(input: ListWorkspaceInput) {
  const {
    declaration,
    view,
    columns,
    pageIds,
    total,
    filters,
    sorters,
    pageSize,
    setFilters,
    setSorters,
    setPageSize,
    setCurrentPage,
  } = input;
  const listKey = view?.route ?? declaration.name;
  const listPath = view ? `/${view.route}` : resourcePaths(declaration).list;
  const preset = Object.keys(view?.preset ?? {});
  const chooseable = columns
    .filter((column) => !column.field.startsWith('__'))
    .map((column) => ({ field: column.field, label: column.headerName ?? column.field }));
  const fields = chooseable.map((column) => column.field);
  const visibility = useColumnVisibility(listKey);
  const selection = useListSelection(JSON.stringify([filters, sorters]), total, () => matchingQuery(filters, sorters));

  const apply = useCallback(
    (saved: SavedView) => {
      setFilters(crudFiltersOf(saved.state), 'replace');
      setSorters(
        saved.state.sort
          ? [saved.state.sort]
          : [{ field: declaration.defaultSort.field, order: declaration.defaultSort.order }],
      );
      setPageSize(saved.state.pageSize);
      setCurrentPage(1);
      visibility.show(fields, saved.state.columns);
    },
    [setFilters, setSorters, setPageSize, setCurrentPage, declaration, visibility, fields],
  );
  useSharedView(apply);

  const toolbar: ListToolbarProps = {
    listKey,
    listPath,
    columns: chooseable,
    columnModel: visibility.model,
    onColumnsChange: visibility.change,
    currentState: () => listStateOf(filters, sorters, visibility.visibleOf(fields), pageSize, preset),
    onApplyView: apply,
  };
  const bulk: Omit<BulkBarProps, 'canDelete'> = {
    declaration,
    selection: selection.selection,
    count: selection.count,
    total,
    appRole: view?.appRole,
    pageFullySelected: selection.pageFullySelected(pageIds),
    onSelectAll: selection.selectAll,
    onClear: selection.clear,
  };
  const grid = {
    checkboxSelection: true,
    keepNonExistentRowsSelected: true,
    rowSelectionModel: selection.model,
    onRowSelectionModelChange: (model: GridRowSelectionModel) => {
      selection.change(model, pageIds);
    },
    // A page holds at most 100 rows: every row and column stays in the DOM, reachable by screen readers and
    // find-in-page.
    disableVirtualization: true,
    columnVisibilityModel: visibility.model,
    onColumnVisibilityModelChange: visibility.change,
  };
  const pageSizeChoice = {
    value: pageSize,
    onChange: (size: number) => {
      setPageSize(size);
      setCurrentPage(1);
    },
  };
  return { toolbar, bulk, grid, pageSizeChoice };
}
