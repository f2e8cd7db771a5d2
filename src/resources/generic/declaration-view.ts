import type { BaseRecord } from '@refinedev/core';
import { formatDateTime, formatDay, formatMoney, formatNumber } from '../../../domain/format.ts';
import type { FieldDeclaration, ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { textFromData, type Translate } from '../../i18n/use-translation.ts';

export type { Translate } from '../../i18n/use-translation.ts';

/** What a declaration shows where: the list columns, the filter bar and the form, in declaration order. */
export const listFields = (declaration: ResourceBlueprint): FieldDeclaration[] =>
  declaration.fields.filter((field) => field.list === true);
export const filterFields = (declaration: ResourceBlueprint): FieldDeclaration[] =>
  declaration.fields.filter((field) => field.filter === true || field.filter === 'range');
/**
 * The fields a list may sort on: only those the declaration marks sortable (the server refuses any other with a 400).
 */
export const sortableFields = (declaration: ResourceBlueprint): string[] =>
  declaration.fields.filter((field) => field.sortable === true).map((field) => field.name);
export const formFields = (declaration: ResourceBlueprint): FieldDeclaration[] =>
  declaration.fields.filter((field) => field.form === true);

export const fieldLabelKey = (declaration: ResourceBlueprint, field: string): string =>
  `${declaration.name}.fields.${field}`;
export const fieldHelpKey = (declaration: ResourceBlueprint, field: string): string =>
  `${declaration.name}.help.${field}`;
export const valueLabelKey = (declaration: ResourceBlueprint, field: string, value: string): string =>
  `${declaration.name}.values.${field}.${value}`;

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);

/** What a record shows for a field: a reference shows the label of the row it names, not its id. */
export const shownValue = (field: FieldDeclaration, record: BaseRecord): unknown =>
  field.reference ? record[field.reference.labelField] : record[field.name];

/**
 * A field's value as the list and the detail show it: it-IT numbers, euro amounts (from cents) and dates, translated
 * enum values.
 */
export function formatValue(
  declaration: ResourceBlueprint,
  field: FieldDeclaration,
  value: unknown,
  t: Translate,
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : textOf(value);
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : textOf(value);
    case 'date':
      return formatDay(textOf(value));
    case 'dateTime':
      return formatDateTime(textOf(value));
    case 'enum':
      return Array.isArray(value)
        ? value.map((option) => textFromData(t, valueLabelKey(declaration, field.name, textOf(option)))).join(', ')
        : textFromData(t, valueLabelKey(declaration, field.name, textOf(value)));
    case 'boolean':
      return t(value === true ? 'crud.yes' : 'crud.no');
    default:
      return textOf(value);
  }
}

/**
 * The empty value of each form field: blank text for required text, null for optional values, false for booleans, no
 * ids for a reference to several rows.
 */
export function emptyFormValues(declaration: ResourceBlueprint): Record<string, unknown> {
  return Object.fromEntries(
    formFields(declaration).map((field): [string, unknown] => {
      if (field.kind === 'boolean') return [field.name, false];
      if (field.reference?.multiple === true || field.multiple === true) return [field.name, []];
      if ((field.kind === 'text' || field.kind === 'longText') && field.required === true) return [field.name, ''];
      return [field.name, null];
    }),
  );
}

/** The text naming a record in buttons and dialogs: its first text field, else its id. */
export function recordTitle(declaration: ResourceBlueprint, record: BaseRecord): string {
  const first = declaration.fields.find((field) => field.kind === 'text');
  const value: unknown = first ? record[first.name] : undefined;
  return typeof value === 'string' && value !== '' ? value : String(record.id ?? '');
}
