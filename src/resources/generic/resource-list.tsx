import { useCallback, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { itIT } from '@mui/x-data-grid/locales';
import { useDelete, useNotification, type BaseRecord } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { resourceEndpoints } from '../../../domain/api/resources.ts';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { AsyncButton } from '../../components/shell/async-button.tsx';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { ListPagination } from '../../components/shell/list-pagination.tsx';
import { TableScroll, VISIBLE_WIDTH } from '../../components/table-scroll.tsx';
import { useApiDownload } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { recordTitle, sortableFields } from './declaration-view.ts';
import { exportQuery } from './export-csv.ts';
import { buildColumns, headerWidth, NAME_CELL_CLASS } from './resource-columns.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { PageSizeSelect } from './page-size-select.tsx';
import { ResourceFilterBar } from './resource-filter-bar.tsx';
import { resourceMeta, resourcePaths } from './resource-paths.ts';
import type { CellRenderers, ResourceView } from './resource-unit.ts';
import { RowActions } from './row-actions.tsx';
import { useListWorkspace } from './use-list-workspace.ts';
import { useResourcePermissions } from './use-resource-permissions.ts';
import { PageHeader } from '../../components/page-header.tsx';

export const LIST_PAGE_SIZE = 25;
/** Rows as tall as their content: the name wraps rather than being cut. */
const autoRowHeight = () => 'auto' as const;
/** One row action's small icon button, and the actions cell's padding. */
const ACTION_PX = 32;
const CELL_PADDING_PX = 22;
/** The selection column's width (DataGrid's own; every list has one). */
const SELECTION_PX = 50;

/**
 * The narrowest the grid gets: its shown columns' fixed or least widths side by side. On a narrower screen the grid
 * keeps it and its region scrolls sideways, saying so (`TableScroll`), rather than squeezing the columns.
 */
const gridMinWidth = (columns: readonly GridColDef[], visibility: Readonly<Record<string, boolean>>): number =>
  columns
    .filter((column) => visibility[column.field] !== false)
    .reduce((sum, column) => sum + (column.width ?? column.minWidth ?? 0), SELECTION_PX);

/** DataGrid's own texts in Italian, with the grid's code (not in the portal's theme, which every screen loads). */
const GRID_TEXTS = itIT.components.MuiDataGrid.defaultProps.localeText;

function NoResults() {
  const { t } = useTranslation();
  return (
    <Stack
      sx={{
        height: '100%',
        width: `var(${VISIBLE_WIDTH}, 100%)`,
        maxWidth: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        py: 4,
      }}
    >
      <Typography color="text.secondary">{t('crud.noResults')}</Typography>
    </Stack>
  );
}

/**
 * The grid's loading bar, for the eye only: a grid may hold nothing but rows, so a progress bar inside it breaks its
 * structure for screen readers. The list's status below the grid says "Ricerca dei risultati…" instead.
 */
function ListLoading() {
  return <LinearProgress aria-hidden="true" />;
}

export interface ResourceListProps {
  declaration: ResourceBlueprint;
  /** Cells the resource draws itself, by field name (see `buildColumns`). */
  cells?: CellRenderers;
  /** A view of the resource: its title, columns, filters, preset filters and role (see `ResourceView`). */
  view?: ResourceView;
}

/**
 * The generated list: server paging, sort, search and filters kept in the URL, row actions by `can()`, CSV export.
 * A view shows its own columns and filters with its presets applied, its first column linking to the row's page.
 * Saved views, the column chooser, the page size and bulk actions over a selection come from `useListWorkspace`.
 */
export function ResourceList({ declaration, cells, view }: ResourceListProps) {
  const { t } = useTranslation();
  const permissions = useResourcePermissions(declaration);
  const confirm = useConfirm();
  const { open: notify } = useNotification();
  const { mutateAsync: deleteOne } = useDelete();
  const download = useApiDownload();
  const appRole = view?.appRole;
  const meta = useMemo(
    () => ({ ...resourceMeta(declaration), appRole, sortable: sortableFields(declaration) }),
    [declaration, appRole],
  );
  const preset = useMemo(
    () => Object.entries(view?.preset ?? {}).map(([field, value]) => ({ field, operator: 'eq' as const, value })),
    [view?.preset],
  );
  const {
    dataGridProps,
    filters,
    setFilters,
    sorters,
    setSorters,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize,
    result,
    tableQuery,
  } = useDataGrid({
    resource: declaration.name,
    meta,
    sorters: { initial: [declaration.defaultSort] },
    filters: { permanent: preset },
    pagination: { pageSize: LIST_PAGE_SIZE },
    syncWithLocation: true,
  });
  const changeFilter = (field: string, value: string | undefined) => {
    setFilters([{ field, operator: 'eq', value }], 'merge');
    setCurrentPage(1);
  };
  const reset = () => {
    setFilters([], 'replace');
    setCurrentPage(1);
  };

  const Actions = view?.actions;
  const title = textFromData(t, view?.title ?? `${declaration.name}.titles.list`);

  const askDelete = useCallback(
    async (record: BaseRecord) => {
      await confirm({
        title: t('crud.deleteDialog.title'),
        text: t('crud.deleteDialog.text', { title: recordTitle(declaration, record) }),
        yesText: t('crud.deleteDialog.confirm'),
        destructive: true,
        noText: t('crud.deleteDialog.cancel'),
        onConfirm: () => deleteOne({ resource: declaration.name, id: record.id ?? '', meta }),
      });
    },
    [confirm, t, declaration, deleteOne, meta],
  );
  const exportCsv = async () => {
    try {
      await download(
        resourceEndpoints(declaration).exportCsv,
        { query: exportQuery(filters, sorters) },
        { fileName: `${declaration.name}.csv` },
      );
    } catch (error) {
      notify?.({ type: 'error', message: t('crud.exportFailed'), description: userMessageOf(error) });
    }
  };

  // The page's rows as the query holds them: the columns are measured again only when a new page arrives.
  const rows: readonly BaseRecord[] = result.data;
  const columns = useMemo<GridColDef[]>(() => {
    const base = buildColumns(declaration, t, cells, view, rows);
    const actions = (buttons: number, renderCell: (row: BaseRecord) => ReactNode): GridColDef => ({
      field: '__actions',
      headerName: t('crud.actions'),
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      // As wide as its buttons, and at least as its header (one show button left "Az…").
      width: Math.max(ACTION_PX * buttons + CELL_PADDING_PX, headerWidth(t('crud.actions'), false)),
      renderCell: ({ row }: { row: BaseRecord }) => renderCell(row),
    });
    if (view) {
      const { rowActions } = view;
      if (!rowActions) return base;
      const Cell = rowActions.cell;
      return [...base, actions(rowActions.buttons, (row) => <Cell declaration={declaration} row={row} />)];
    }
    const granted = [permissions.show, permissions.edit, permissions.delete].filter(Boolean).length;
    if (granted === 0) return base;
    return [
      ...base,
      actions(granted, (row) => (
        <RowActions
          declaration={declaration}
          record={row}
          permissions={permissions}
          onDelete={(record) => void askDelete(record)}
        />
      )),
    ];
  }, [declaration, t, cells, view, permissions, askDelete, rows]);

  const workspace = useListWorkspace({
    declaration,
    view,
    columns,
    pageIds: dataGridProps.rows.map((row: BaseRecord) => String(row.id)),
    total: result.total ?? 0,
    filters,
    sorters,
    pageSize,
    setFilters,
    setSorters,
    setPageSize,
    setCurrentPage,
  });

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <PageHeader
        title={title}
        subtitle={view?.intro === undefined ? undefined : textFromData(t, view.intro)}
        actions={
          <>
            {Actions && <Actions />}
            <AsyncButton variant="outlined" autoLoading startIcon={<FileDownloadOutlined />} onClick={exportCsv}>
              {t('crud.exportCsv')}
            </AsyncButton>
            {!view && permissions.create && (
              <Button
                variant="contained"
                component={Link}
                to={resourcePaths(declaration).create}
                startIcon={<AddOutlined />}
              >
                {t('crud.create')}
              </Button>
            )}
          </>
        }
      />
      <ResourceFilterBar
        declaration={declaration}
        fields={view?.filters}
        filters={filters}
        onFilterChange={changeFilter}
        onReset={reset}
      />
      <ListToolbar {...workspace.toolbar} />
      <BulkBar {...workspace.bulk} canDelete={permissions.delete} />
      {tableQuery.isError && <Alert severity="error">{tableQuery.error.message}</Alert>}
      <Paper variant="outlined">
        <TableScroll label={title}>
          <DataGrid
            {...dataGridProps}
            {...workspace.grid}
            filterModel={undefined}
            onFilterModelChange={undefined}
            columns={columns}
            autoHeight
            hideFooter
            disableColumnFilter
            getRowId={(row: BaseRecord) => String(row.id)}
            aria-label={title}
            localeText={GRID_TEXTS}
            slots={{ noRowsOverlay: NoResults, noResultsOverlay: NoResults, loadingOverlay: ListLoading }}
            getRowHeight={autoRowHeight}
            sx={{
              border: 0,
              '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
              // An amount's header wraps flush right, over its figures.
              '& .MuiDataGrid-columnHeader--alignRight .MuiDataGrid-columnHeaderTitle': { textAlign: 'right' },
              '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', minHeight: 52 },
              // A long e-mail or word breaks rather than spilling out of its cell.
              [`& .${NAME_CELL_CLASS}`]: { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4, py: 1 },
              minWidth: gridMinWidth(columns, workspace.grid.columnVisibilityModel),
            }}
          />
        </TableScroll>
      </Paper>
      <ListPagination
        count={result.total}
        searching={dataGridProps.loading}
        page={currentPage}
        pageSize={pageSize}
        onPageChange={setCurrentPage}
        pageSizeControl={<PageSizeSelect {...workspace.pageSizeChoice} />}
      />
    </Stack>
  );
}
