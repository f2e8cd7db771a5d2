import type { BaseRecord } from '@refinedev/core';
import type { GridColDef } from '@mui/x-data-grid';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { fieldLabelKey, formatValue, listFields, shownValue, type Translate } from './declaration-view.ts';

/** The DataGrid columns of a declaration: its `list` fields in order, sortable as declared, values formatted it-IT. */
export function buildColumns(declaration: ResourceDeclaration, t: Translate): GridColDef[] {
  return listFields(declaration).map((field) => ({
    field: field.name,
    headerName: t(fieldLabelKey(declaration, field.name)),
    sortable: field.sortable === true,
    filterable: false,
    flex: field.kind === 'text' || field.kind === 'longText' ? 2 : 1,
    minWidth: 120,
    align: field.kind === 'number' || field.kind === 'money' ? 'right' : 'left',
    headerAlign: field.kind === 'number' || field.kind === 'money' ? 'right' : 'left',
    valueGetter: (value: unknown, row: BaseRecord) => (field.reference ? shownValue(field, row) : value),
    valueFormatter: (value: unknown) => formatValue(declaration, field, value, t),
  }));
}
