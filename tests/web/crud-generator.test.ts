import { describe, expect, it } from 'vitest';
import { apartmentTypes } from '../../domain/resources/apartment-types.ts';
import type { ResourceDeclaration } from '../../domain/resources/declaration.ts';
import { i18n } from '../../src/i18n.ts';
import { emptyFormValues, filterFields, formFields } from '../../src/resources/generic/declaration-view.ts';
import { fieldComponents } from '../../src/resources/generic/fields/field-input.tsx';
import { formResolver, type FormMode } from '../../src/resources/generic/form-resolver.ts';
import { buildColumns } from '../../src/resources/generic/resource-columns.ts';
import itApartmentTypes from '../../locales/it/apartment-types.json';
import enApartmentTypes from '../../locales/en/apartment-types.json';
import itCrud from '../../locales/it/crud.json';
import enCrud from '../../locales/en/crud.json';

interface GeneratorCase {
  declaration: ResourceDeclaration;
  columns: { field: string; headerName: string; sortable: boolean }[];
  filters: string[];
  form: { name: string; kind: string; required: boolean }[];
  invalid: { mode: FormMode; values: Record<string, unknown>; errors: Record<string, string> }[];
  valid: Record<string, unknown>;
}

const cases: GeneratorCase[] = [{
  declaration: apartmentTypes,
  columns: [
    { field: 'name', headerName: 'Nome', sortable: true },
    { field: 'typology', headerName: 'Tipologia', sortable: true },
    { field: 'typicalAreaSqm', headerName: 'Superficie tipica (m²)', sortable: true },
    { field: 'createdAt', headerName: 'Creato il', sortable: true },
  ],
  filters: ['typology'],
  form: [
    { name: 'name', kind: 'text', required: true },
    { name: 'typology', kind: 'enum', required: true },
    { name: 'typicalAreaSqm', kind: 'number', required: false },
    { name: 'description', kind: 'longText', required: false },
  ],
  invalid: [
    { mode: 'create', values: { name: '  ', typology: 'loft', typicalAreaSqm: null, description: null }, errors: { name: 'Il campo Nome è richiesto' } },
    { mode: 'create', values: { name: 'Bilocale', typology: 'loft', typicalAreaSqm: 5, description: null }, errors: { typicalAreaSqm: 'Il valore deve essere maggiore o uguale a 10' } },
    { mode: 'edit', values: { name: '', typology: null, typicalAreaSqm: 2001, description: null }, errors: {
      name: 'Il campo Nome è richiesto', typology: 'Tipologia non valida', typicalAreaSqm: 'Il valore deve essere inferiore o uguale a 2000',
    } },
  ],
  valid: { name: 'Bilocale', typology: 'apartment', typicalAreaSqm: 65, description: null },
}];

const resolve = async (declaration: ResourceDeclaration, mode: FormMode, values: Record<string, unknown>) =>
  formResolver(declaration, mode)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe.each(cases)('the generator for $declaration.name', ({ declaration, columns, filters, form, invalid, valid }) => {
  it('yields the list columns in declaration order, labelled in Italian, sortable as declared', () => {
    const built = buildColumns(declaration, i18n.t);
    expect(built.map(({ field, headerName, sortable }) => ({ field, headerName, sortable }))).toEqual(columns);
    expect(filterFields(declaration).map((field) => field.name)).toEqual(filters);
  });

  it('yields one form field per declared form field, each kind with its component', () => {
    expect(formFields(declaration).map(({ name, kind, required }) => ({ name, kind, required: required === true }))).toEqual(form);
    for (const field of formFields(declaration)) expect(fieldComponents[field.kind]).toBeTypeOf('function');
    expect(Object.keys(emptyFormValues(declaration))).toEqual(form.map((field) => field.name));
  });

  it.each(invalid)('rejects bad $mode input with the Italian messages ($errors)', async ({ mode, values, errors }) => {
    const result = await resolve(declaration, mode, values);
    const messages = Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, (error as { message?: string }).message]));
    expect(messages).toEqual(errors);
  });

  it('accepts good input', async () => {
    const result = await resolve(declaration, 'create', valid);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(valid);
  });
});

describe('generated labels', () => {
  it('formats enum values through the locale', () => {
    const [, typology] = buildColumns(apartmentTypes, i18n.t);
    const format = typology?.valueFormatter as unknown as (value: unknown) => string;
    expect(format('semiDetached')).toBe('Casa bifamiliare');
  });
});

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('generated CRUD locales', () => {
  it.each([[itApartmentTypes, enApartmentTypes], [itCrud, enCrud]])('gives the English fallback exactly the Italian keys', (it, en) => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(it).sort());
  });

  it('labels every declared field and enum value in Italian', () => {
    for (const field of apartmentTypes.fields) {
      expect(i18n.exists(`apartment-types.fields.${field.name}`, { lng: 'it', fallbackLng: false })).toBe(true);
      for (const option of field.options ?? []) expect(i18n.exists(`apartment-types.values.${field.name}.${option}`, { lng: 'it', fallbackLng: false })).toBe(true);
    }
  });
});
