import type { ReactNode } from 'react';
import type { BaseRecord } from '@refinedev/core';
import type { GridColDef } from '@mui/x-data-grid';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { fieldLabelKey, formatValue, listFields, shownValue, type Translate } from './declaration-view.ts';

/** How a resource shows some of its list cells itself (a status as a coloured chip), by field name. */
export type CellRenderers = Readonly<Partial<Record<string, (value: unknown, row: BaseRecord, t: Translate) => ReactNode>>>;

/**
 * The DataGrid columns of a declaration: its `list` fields in order, sortable as declared, values formatted it-IT; a
 * field with a renderer in `cells` shows what the renderer draws instead.
 */
export function buildColumns(declaration: ResourceDeclaration, t: Translate, cells: CellRenderers = {}): GridColDef[] {
  return listFields(declaration).map((field): GridColDef => {
    const render = cells[field.name];
    return {
      field: field.name,
      headerName: t(fieldLabelKey(declaration, field.name)),
      sortable: field.sortable === true,
      filterable: false,
      flex: field.kind === 'text' || field.kind === 'longText' ? 2 : 1,
      minWidth: field.kind === 'dateTime' ? 150 : 120,
      align: field.kind === 'number' || field.kind === 'money' ? 'right' : 'left',
      headerAlign: field.kind === 'number' || field.kind === 'money' ? 'right' : 'left',
      valueGetter: (value: unknown, row: BaseRecord) => (field.reference ? shownValue(field, row) : value),
      valueFormatter: (value: unknown) => formatValue(declaration, field, value, t),
      ...(render && { renderCell: ({ value, row }: { value?: unknown; row: BaseRecord }) => render(value, row, t) }),
    };
  });
}
