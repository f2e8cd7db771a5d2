import type { BaseRecord } from '@refinedev/core';
import MuiLink from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link } from 'react-router';
import type { FieldDeclaration, ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { textFromData } from '../../i18n/use-translation.ts';
import { fieldLabelKey, formatValue, listFields, shownValue, type Translate } from './declaration-view.ts';
import type { CellRenderers, ResourceView } from './resource-unit.ts';

/** The field a column shows: a declared field, or a computed record key shown as text. */
const columnField = (declaration: ResourceBlueprint, name: string): FieldDeclaration =>
  declaration.fields.find((field) => field.name === name) ?? { name, kind: 'text' };

/** Pixels per character of the grid's 14 px font when text cannot be measured (a little over the average). */
const CHAR_PX = 9;
let measuring: CanvasRenderingContext2D | null | undefined;

let fontFamily = 'sans-serif';

/**
 * The width of a text in the grid's 14 px font (a cell's weight 400, a header's 500): measured on a canvas in a
 * browser, estimated by its length elsewhere.
 */
function textWidth(text: string, weight: 400 | 500 = 400): number {
  if (measuring === undefined) {
    try {
      measuring = document.createElement('canvas').getContext('2d');
    } catch {
      measuring = null;
    }
    if (measuring) fontFamily = getComputedStyle(document.body).fontFamily || fontFamily;
  }
  if (!measuring) return text.length * CHAR_PX;
  // Set only when it changes: the canvas parses the font each time, for every value of the page.
  const font = `${String(weight)} 14px ${fontFamily}`;
  if (measuring.font !== font) measuring.font = font;
  return Math.ceil(measuring.measureText(text).width);
}
/** A cell's horizontal padding, and a status chip's own padding around its text. */
const CELL_PADDING_PX = 24;
const CHIP_PADDING_PX = 24;
/** Room for what measuring a text on a canvas misses of the page's rendering (hinting, letter spacing). */
const MEASURE_MARGIN = 1.05;
/** The name column's cells wrap, so a long name shows whole on two lines rather than cut (as every text column's). */
export const NAME_CELL_CLASS = 'resource-name-cell';
/** The narrowest column: its header (which wraps on two lines) stays readable. */
const MIN_COLUMN_PX = 96;
/** What a sortable header keeps beside its title for the sort arrow. */
const SORT_ICON_PX = 32;
/** The narrowest the name column gets when the page is short of room. */
const NAME_MIN_PX = 130;
/**
 * The name column keeps its longest word whole up to this width ("ristrutturazione" broke after its n); a longer word,
 * an e-mail, breaks.
 */
const NAME_WORD_MAX_PX = 200;
/** The narrowest a wrapping column gets: its header, on two lines, stays readable. */
const WRAP_MIN_PX = 72;
/** Kinds whose plain text may wrap: such a column gives up room, down to its longest word, before the list scrolls. */
const WRAPPING_KINDS: readonly FieldDeclaration['kind'][] = ['text', 'longText', 'reference', 'enum'];

/** The longest value each kind shows (it-IT): an amount up to millions, a day, a day and time, a person's name. */
const CONTENT_CHARS: Record<FieldDeclaration['kind'], number> = {
  money: '1.250.000,00 €'.length,
  number: '1.250.000,5'.length,
  date: '15/03/2026'.length,
  dateTime: '15/03/2026, 14:30'.length,
  boolean: 'Sì'.length,
  text: 20,
  longText: 24,
  enum: 14,
  reference: 20,
};

/** One line of words of these widths, a space between each. */
const lineWidth = (words: readonly number[], space: number): number =>
  words.reduce((sum, word) => sum + word, 0) + space * Math.max(0, words.length - 1);

/**
 * The narrowest column whose header shows whole: its words on at most two lines (what the grid's 56 px header row
 * holds), beside the sort arrow when the column sorts ("Aliquota abitazione principale (%)" wrapped on four lines in a
 * 96 px column, and the header row cut it). Two lines are as narrow as the break that makes the longer one shortest.
 */
export function headerWidth(header: string, sortable: boolean): number {
  const words = header.split(/\s+/).map((word) => textWidth(word, 500));
  const space = textWidth(' ', 500);
  const width =
    words.length < 2
      ? lineWidth(words, space)
      : Math.min(
          ...words
            .slice(1)
            .map((_, i) => Math.max(lineWidth(words.slice(0, i + 1), space), lineWidth(words.slice(i + 1), space))),
        );
  return Math.ceil(width * MEASURE_MARGIN) + CELL_PADDING_PX + (sortable ? SORT_ICON_PX : 0);
}

/** A multiple choice of more values than this names the first two in its cell and counts the rest. */
const LIST_VALUES_WHOLE = 3;
const LIST_VALUES_NAMED = 2;

/**
 * A value as its list cell shows it: formatted it-IT, and a long multiple choice cut to its first values and a count
 * ("Cappotto termico, Nuovi serramenti e altri 8"), which the record's page lists whole: named in full, one rule of
 * the incentives list was ten lines tall.
 */
function cellText(declaration: ResourceBlueprint, field: FieldDeclaration, value: unknown, t: Translate): string {
  if (!Array.isArray(value) || field.kind !== 'enum' || value.length <= LIST_VALUES_WHOLE)
    return formatValue(declaration, field, value, t);
  const shown = formatValue(declaration, field, value.slice(0, LIST_VALUES_NAMED), t);
  return t('lists.moreValues', { shown, count: value.length - LIST_VALUES_NAMED });
}

/**
 * A column's width: its widest value on the page (as the list shows it), or before rows arrive the widest its kind
 * shows; an enum is a chip, so it adds the chip's padding. The name column does not use it: it takes the rest.
 */
function contentWidth(
  declaration: ResourceBlueprint,
  field: FieldDeclaration,
  t: Translate,
  rows: readonly BaseRecord[],
): number {
  const shown = rows.map((row) => textWidth(cellText(declaration, field, shownValue(field, row), t)));
  const content = shown.length > 0 ? Math.max(...shown) : CONTENT_CHARS[field.kind] * CHAR_PX;
  const chip = field.kind === 'enum' ? CHIP_PADDING_PX : 0;
  return Math.max(MIN_COLUMN_PX, Math.ceil(content * MEASURE_MARGIN) + chip + CELL_PADDING_PX);
}

/** A wrapping column's narrowest width: its longest word on the page, or of its header, whole. */
function longestWordWidth(
  declaration: ResourceBlueprint,
  field: FieldDeclaration,
  t: Translate,
  rows: readonly BaseRecord[],
  header: string,
): number {
  const words = [header, ...rows.map((row) => cellText(declaration, field, shownValue(field, row), t))].flatMap(
    (text) => text.split(/\s+/),
  );
  const widest = Math.max(0, ...words.map((word) => textWidth(word)));
  return Math.max(WRAP_MIN_PX, Math.ceil(widest * MEASURE_MARGIN) + CELL_PADDING_PX);
}

/**
 * How wide a column is. Amounts, dates and drawn cells (a status chip) keep their widest value's width; the name and
 * the other plain texts share what the page leaves in proportion to their widest values, wrapping when it is less,
 * never past their widest value (the name takes what remains), so the list fits the page before it scrolls.
 */
function sizing(
  field: FieldDeclaration,
  width: number,
  isName: boolean,
  drawn: boolean,
  wordWidth: () => number,
): Partial<GridColDef> {
  if (isName)
    return {
      flex: width,
      minWidth: Math.max(NAME_MIN_PX, Math.min(wordWidth(), NAME_WORD_MAX_PX)),
      cellClassName: NAME_CELL_CLASS,
    };
  if (drawn || !WRAPPING_KINDS.includes(field.kind)) return { width, minWidth: MIN_COLUMN_PX };
  return { flex: width, minWidth: Math.min(width, wordWidth()), maxWidth: width, cellClassName: NAME_CELL_CLASS };
}

function column(
  declaration: ResourceBlueprint,
  field: FieldDeclaration,
  t: Translate,
  cells: CellRenderers,
  isName: boolean,
  rows: readonly BaseRecord[],
): GridColDef {
  const render = cells[field.name];
  const numeric = field.kind === 'number' || field.kind === 'money';
  const headerName = textFromData(t, fieldLabelKey(declaration, field.name));
  const sortable = field.sortable === true;
  const headerMin = headerWidth(headerName, sortable);
  const width = Math.max(contentWidth(declaration, field, t, rows), headerMin);
  return {
    field: field.name,
    headerName,
    sortable,
    filterable: false,
    ...sizing(field, width, isName, render !== undefined, () =>
      Math.max(longestWordWidth(declaration, field, t, rows, headerName), headerMin),
    ),
    align: numeric ? 'right' : 'left',
    headerAlign: numeric ? 'right' : 'left',
    valueGetter: (value: unknown, row: BaseRecord) => (field.reference ? shownValue(field, row) : value),
    valueFormatter: (value: unknown) => cellText(declaration, field, value, t),
    ...(render && { renderCell: ({ value, row }: { value?: unknown; row: BaseRecord }) => render(value, row, t) }),
  };
}

/** The column that takes the room the others leave: the first text one (the record's name), else the first. */
const nameIndex = (fields: readonly FieldDeclaration[]): number =>
  Math.max(
    0,
    fields.findIndex((field) => field.kind === 'text'),
  );

/**
 * The DataGrid columns of a declaration: its `list` fields in order (a view's own columns instead), sortable as
 * declared, values formatted it-IT, each as wide as its widest value on the page (the name takes the rest); a
 * field with a renderer in `cells` shows what the renderer draws, and a view's first column links each row to its page.
 */
export function buildColumns(
  declaration: ResourceBlueprint,
  t: Translate,
  cells: CellRenderers = {},
  view?: ResourceView,
  rows: readonly BaseRecord[] = [],
): GridColDef[] {
  const fields = view ? view.columns.map((name) => columnField(declaration, name)) : listFields(declaration);
  const name = nameIndex(fields);
  const columns = fields.map((field, index) => column(declaration, field, t, cells, index === name, rows));
  if (!view) return columns;
  return columns.map((built, index) => {
    if (index > 0) return built;
    return {
      ...built,
      renderCell: ({ formattedValue, row }: { formattedValue?: string; row: BaseRecord }) => (
        <MuiLink component={Link} to={view.rowLink(row)}>
          {formattedValue}
        </MuiLink>
      ),
    };
  });
}
