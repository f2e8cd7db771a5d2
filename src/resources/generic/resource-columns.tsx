import type { BaseRecord } from '@refinedev/core';
import MuiLink from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link } from 'react-router';
import type { FieldDeclaration, ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { fieldLabelKey, formatValue, listFields, shownValue, type Translate } from './declaration-view.ts';
import type { CellRenderers, ResourceView } from './resource-unit.ts';

/** The field a column shows: a declared field, or a computed record key shown as text. */
const columnField = (declaration: ResourceDeclaration, name: string): FieldDeclaration =>
  declaration.fields.find((field) => field.name === name) ?? { name, kind: 'text' };

function column(declaration: ResourceDeclaration, field: FieldDeclaration, t: Translate, cells: CellRenderers): GridColDef {
  const render = cells[field.name];
  const numeric = field.kind === 'number' || field.kind === 'money';
  return {
    field: field.name,
    headerName: t(fieldLabelKey(declaration, field.name)),
    sortable: field.sortable === true,
    filterable: false,
    flex: field.kind === 'text' || field.kind === 'longText' ? 2 : 1,
    minWidth: field.kind === 'dateTime' ? 150 : 120,
    align: numeric ? 'right' : 'left',
    headerAlign: numeric ? 'right' : 'left',
    valueGetter: (value: unknown, row: BaseRecord) => (field.reference ? shownValue(field, row) : value),
    valueFormatter: (value: unknown) => formatValue(declaration, field, value, t),
    ...(render && { renderCell: ({ value, row }: { value?: unknown; row: BaseRecord }) => render(value, row, t) }),
  };
}

/**
 * The DataGrid columns of a declaration: its `list` fields in order (a view's own columns instead), sortable as
 * declared, values formatted it-IT; a field with a renderer in `cells` shows what the renderer draws, and a view's
 * first column links each row to its page.
 */
export function buildColumns(declaration: ResourceDeclaration, t: Translate, cells: CellRenderers = {}, view?: ResourceView): GridColDef[] {
  if (!view) return listFields(declaration).map((field) => column(declaration, field, t, cells));
  return view.columns.map((name, index) => {
    const built = column(declaration, columnField(declaration, name), t, cells);
    if (index > 0) return built;
    return {
      ...built,
      renderCell: ({ formattedValue, row }: { formattedValue?: string; row: BaseRecord }) =>
        <MuiLink component={Link} to={view.rowLink(row)}>{formattedValue}</MuiLink>,
    };
  });
}
