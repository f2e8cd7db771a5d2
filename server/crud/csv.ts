import {
  formatDateTime as formatItalianDateTime,
  formatDay,
  formatPlainMoney,
  formatPlainNumber,
} from '../../domain/format.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration.ts';
import { serverI18n } from '../i18n/server-texts.ts';

/** What the export needs from `locales/it/<name>.json`: the field labels and the enum value labels. */
export interface ResourceLabels {
  fields: Record<string, string>;
  values: Record<string, Record<string, string>>;
}

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/**
 * Reads the Italian labels (through i18next) once, at registration; a resource without its locale file does not start.
 */
export function loadLabels(declaration: ResourceDeclaration): ResourceLabels {
  const parsed = serverI18n.getResourceBundle('it', declaration.name) as Partial<ResourceLabels> | undefined;
  if (!parsed) throw new Error(`Resource "${declaration.name}": no locales/it/${declaration.name}.json`);
  return { fields: parsed.fields ?? {}, values: parsed.values ?? {} };
}

const plain = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
      ? String(value)
      : JSON.stringify(value);

function formatDate(value: unknown): string {
  if (value instanceof Date) return formatDay(value);
  const text = plain(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDay(`${text}T12:00:00Z`);
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : formatDay(date);
}

/** `05/03/2026 14:30`, in Rome. */
function formatDateTime(value: unknown): string {
  const date = value instanceof Date ? value : new Date(plain(value));
  return Number.isNaN(date.getTime()) ? plain(value) : formatItalianDateTime(date).replace(', ', ' ');
}

/** One value as Italian Excel shows it: decimal comma, dd/mm/yyyy (and hh:mm) in Rome, Sì/No, enum labels. */
export function formatValue(field: FieldDeclaration, value: unknown, labels: ResourceLabels): string {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'number':
      return formatPlainNumber(Number(value));
    case 'money':
      return formatPlainMoney(BigInt(plain(value)));
    case 'date':
      return formatDate(value);
    case 'dateTime':
      return formatDateTime(value);
    case 'boolean':
      return value === true ? 'Sì' : 'No';
    case 'enum': {
      const labelOf = (option: unknown) => labels.values[field.name]?.[plain(option)] ?? plain(option);
      return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value);
    }
    case 'text':
    case 'longText':
    case 'reference':
      return plain(value);
  }
}

/**
 * Quotes a cell when it holds the separator, a quote or a line break (doubling quotes); a text starting with = + - @
 * gets a leading apostrophe so a spreadsheet never runs it as a formula.
 */
export function csvCell(text: string, isText = false): string {
  const safe = isText && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly string[]): string => `${cells.join(CSV_SEPARATOR)}\r\n`;

export const csvHeader = (fields: readonly FieldDeclaration[], labels: ResourceLabels): string =>
  csvLine(fields.map((field) => csvCell(labels.fields[field.name] ?? field.name)));

/** What a cell shows of a field: a reference shows the label of the row it names, not its id. */
const shownValue = (field: FieldDeclaration, row: Record<string, unknown>): unknown =>
  field.reference ? row[field.reference.labelField] : row[field.name];

const isFreeText = (field: FieldDeclaration) =>
  field.kind === 'text' || field.kind === 'longText' || field.kind === 'reference';

export const csvRow = (
  fields: readonly FieldDeclaration[],
  row: Record<string, unknown>,
  labels: ResourceLabels,
): string =>
  csvLine(fields.map((field) => csvCell(formatValue(field, shownValue(field, row), labels), isFreeText(field))));
