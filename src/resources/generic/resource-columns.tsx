import type { BaseRecord } from '@refinedev/core';
import MuiLink from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link } from 'react-router';
import type { FieldDeclaration, ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { fieldLabelKey, formatValue, listFields, shownValue, valueLabelKey, type Translate } from './declaration-view.ts';
import type { CellRenderers, ResourceView } from './resource-unit.ts';

/** The field a column shows: a declared field, or a computed record key shown as text. */
const columnField = (declaration: ResourceDeclaration, name: string): FieldDeclaration =>
  declaration.fields.find((field) => field.name === name) ?? { name, kind: 'text' };

/** Pixels per character of the grid's 14 px font (a little over the average, so Italian words never clip). */
const CHAR_PX = 8;
/** A cell's horizontal padding, and what a header adds for its sort arrow and menu. */
const CELL_PADDING_PX = 24;
const HEADER_EXTRA_PX = 36;
/** A status chip's own padding around its text. */
const CHIP_PADDING_PX = 24;

/** The longest value each kind shows (it-IT): an amount up to millions, a day, a day and time, a person's name. */
const CONTENT_CHARS: Record<FieldDeclaration['kind'], number> = {
  money: '1.250.000,00 €'.length,
  number: '1.250.000,5'.length,
  date: '15/03/2026'.length,
  dateTime: '15/03/2026, 14:30'.length,
  boolean: 'Sì'.length,
  text: 24,
  longText: 32,
  enum: 0,
  reference: 24,
};

/** The width a column needs for its header and its widest value: an enum by its longest label, as a chip. */
function contentWidth(declaration: ResourceDeclaration, field: FieldDeclaration, header: string, t: Translate): number {
  const labels = field.kind === 'enum' ? (field.options ?? []).map((value) => t(valueLabelKey(declaration, field.name, value)).length) : [];
  const content = field.kind === 'enum' ? Math.max(0, ...labels) * CHAR_PX + CHIP_PADDING_PX : CONTENT_CHARS[field.kind] * CHAR_PX;
  return Math.max(header.length * CHAR_PX + HEADER_EXTRA_PX, content + CELL_PADDING_PX);
}

function column(declaration: ResourceDeclaration, field: FieldDeclaration, t: Translate, cells: CellRenderers, isName: boolean): GridColDef {
  const render = cells[field.name];
  const numeric = field.kind === 'number' || field.kind === 'money';
  const headerName = t(fieldLabelKey(declaration, field.name));
  const width = contentWidth(declaration, field, headerName, t);
  return {
    field: field.name,
    headerName,
    sortable: field.sortable === true,
    filterable: false,
    ...(isName ? { flex: 1, minWidth: Math.max(width, 220) } : { width }),
    align: numeric ? 'right' : 'left',
    headerAlign: numeric ? 'right' : 'left',
    valueGetter: (value: unknown, row: BaseRecord) => (field.reference ? shownValue(field, row) : value),
    valueFormatter: (value: unknown) => formatValue(declaration, field, value, t),
    ...(render && { renderCell: ({ value, row }: { value?: unknown; row: BaseRecord }) => render(value, row, t) }),
  };
}

/** The column that takes the room the others leave: the first text one (the record's name), else the first. */
const nameIndex = (fields: readonly FieldDeclaration[]): number => Math.max(0, fields.findIndex((field) => field.kind === 'text'));

/**
 * The DataGrid columns of a declaration: its `list` fields in order (a view's own columns instead), sortable as
 * declared, values formatted it-IT, each as wide as its header and widest value by kind (the name takes the rest); a
 * field with a renderer in `cells` shows what the renderer draws, and a view's first column links each row to its page.
 */
export function buildColumns(declaration: ResourceDeclaration, t: Translate, cells: CellRenderers = {}, view?: ResourceView): GridColDef[] {
  const fields = view ? view.columns.map((name) => columnField(declaration, name)) : listFields(declaration);
  const name = nameIndex(fields);
  const columns = fields.map((field, index) => column(declaration, field, t, cells, index === name));
  if (!view) return columns;
  return columns.map((built, index) => {
    if (index > 0) return built;
    return {
      ...built,
      renderCell: ({ formattedValue, row }: { formattedValue?: string; row: BaseRecord }) =>
        <MuiLink component={Link} to={view.rowLink(row)}>{formattedValue}</MuiLink>,
    };
  });
}
