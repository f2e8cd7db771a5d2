import { describe, expect, it } from 'vitest';
import { apartmentTypes } from '../../domain/resources/apartment-types.ts';
import { appointments } from '../../domain/resources/appointments.ts';
import { incentiveRules } from '../../domain/resources/incentive-rules.ts';
import { opportunities } from '../../domain/resources/opportunities.ts';
import { opportunityRegister } from '../../domain/resources/opportunity-register.ts';
import { projectsResource } from '../../domain/resources/projects.ts';
import type { ResourceDeclaration } from '../../domain/resources/declaration.ts';
import { allDeclarations } from './support/declarations.ts';
import { i18n } from '../../src/i18n.ts';
import { emptyFormValues, filterFields, formFields } from '../../src/resources/generic/declaration-view.ts';
import { fieldComponents } from '../../src/resources/generic/fields/field-input.tsx';
import { fieldMaxLength, formResolver, type FormMode } from '../../src/resources/generic/form-resolver.ts';
import { buildColumns } from '../../src/resources/generic/resource-columns.tsx';
import itApartmentTypes from '../../locales/it/apartment-types.json';
import enApartmentTypes from '../../locales/en/apartment-types.json';
import itProjects from '../../locales/it/projects.json';
import enProjects from '../../locales/en/projects.json';
import itOpportunity from '../../locales/it/opportunity.json';
import enOpportunity from '../../locales/en/opportunity.json';
import itOpportunityRegister from '../../locales/it/opportunity-register.json';
import enOpportunityRegister from '../../locales/en/opportunity-register.json';
import itAppointment from '../../locales/it/appointment.json';
import enAppointment from '../../locales/en/appointment.json';
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

const cases: GeneratorCase[] = [
  {
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
      {
        mode: 'create',
        values: { name: '  ', typology: 'loft', typicalAreaSqm: null, description: null },
        errors: { name: 'Il campo Nome è richiesto' },
      },
      {
        mode: 'create',
        values: { name: 'Bilocale', typology: 'loft', typicalAreaSqm: 5, description: null },
        errors: { typicalAreaSqm: 'Il valore deve essere maggiore o uguale a 10' },
      },
      {
        mode: 'edit',
        values: { name: '', typology: null, typicalAreaSqm: 2001, description: null },
        errors: {
          name: 'Il campo Nome è richiesto',
          typology: 'Il campo Tipologia è richiesto',
          typicalAreaSqm: 'Il valore deve essere inferiore o uguale a 2000',
        },
      },
    ],
    valid: { name: 'Bilocale', typology: 'apartment', typicalAreaSqm: 65, description: null },
  },
  {
    declaration: projectsResource,
    columns: [
      { field: 'name', headerName: 'Nome', sortable: true },
      { field: 'type', headerName: 'Tipo', sortable: true },
      { field: 'status', headerName: 'Stato', sortable: true },
      { field: 'networkId', headerName: 'Rete', sortable: false },
      { field: 'assigneeId', headerName: 'Assegnato a', sortable: false },
      { field: 'amount', headerName: 'Importo', sortable: true },
      { field: 'createdAt', headerName: 'Creato il', sortable: true },
    ],
    filters: ['type', 'status', 'networkId', 'assigneeId', 'professionalCategory', 'apartmentTypeId'],
    form: [
      { name: 'name', kind: 'text', required: true },
      { name: 'type', kind: 'enum', required: true },
      { name: 'networkId', kind: 'reference', required: false },
      { name: 'assigneeId', kind: 'reference', required: false },
      { name: 'professionalCategory', kind: 'enum', required: false },
      { name: 'apartmentTypeId', kind: 'reference', required: false },
      { name: 'amount', kind: 'money', required: false },
      { name: 'financing', kind: 'money', required: false },
      { name: 'receivedAt', kind: 'date', required: false },
      { name: 'description', kind: 'longText', required: false },
    ],
    invalid: [
      {
        mode: 'create',
        values: {
          name: '',
          type: null,
          networkId: null,
          assigneeId: null,
          professionalCategory: null,
          amount: null,
          financing: null,
          receivedAt: null,
          description: null,
        },
        errors: {
          name: 'Il campo Nome è richiesto',
          type: 'Il campo Tipo è richiesto',
        },
      },
      {
        mode: 'edit',
        values: {
          name: 'Villa',
          type: 'Home',
          networkId: null,
          assigneeId: null,
          professionalCategory: null,
          amount: 100_000,
          financing: 100_001,
          receivedAt: null,
          description: null,
        },
        errors: {
          financing: "Il finanziamento non può superare l'importo del progetto",
        },
      },
      {
        mode: 'create',
        values: {
          name: 'Villa',
          type: 'Home',
          networkId: null,
          assigneeId: null,
          professionalCategory: null,
          apartmentTypeId: 'Attico',
          amount: -5,
          financing: null,
          receivedAt: '31/12/2026',
          description: null,
        },
        errors: {
          amount: 'Il valore deve essere maggiore o uguale a 0',
          receivedAt: 'Data di ricezione non valida: scrivila come GG/MM/AAAA',
          apartmentTypeId: 'Tipologia di appartamento non valida',
        },
      },
    ],
    valid: {
      name: 'Condominio Via Po 3',
      type: 'Condominium',
      networkId: null,
      assigneeId: null,
      professionalCategory: 'Architect',
      apartmentTypeId: '30000000-0000-4000-8000-000000000001',
      amount: 12_500_050,
      financing: 9_000_000,
      receivedAt: '2026-04-01',
      description: 'Cappotto termico',
    },
  },
  {
    declaration: opportunities,
    columns: [
      { field: 'title', headerName: 'Titolo', sortable: true },
      { field: 'status', headerName: 'Stato', sortable: true },
      { field: 'value', headerName: 'Valore', sortable: true },
      { field: 'financingRequest', headerName: 'Richiesta di finanziamento', sortable: true },
      { field: 'creatorName', headerName: 'Creata da', sortable: false },
      { field: 'createdAt', headerName: 'Creata il', sortable: true },
    ],
    filters: ['status'],
    form: [
      { name: 'title', kind: 'text', required: true },
      { name: 'value', kind: 'money', required: true },
      { name: 'financingRequest', kind: 'money', required: true },
      { name: 'description', kind: 'longText', required: false },
    ],
    invalid: [
      {
        mode: 'create',
        values: { title: ' ', value: null, financingRequest: null, description: null },
        errors: {
          title: 'Il campo Titolo è richiesto',
          value: 'Il campo Valore è richiesto',
          financingRequest: 'Il campo Richiesta di finanziamento è richiesto',
        },
      },
      {
        mode: 'create',
        values: { title: 'Cappotto', value: '10,123', financingRequest: -1, description: null },
        errors: {
          value: 'Il campo Valore può avere al massimo due decimali',
          financingRequest: 'Il valore deve essere maggiore o uguale a 0',
        },
      },
      {
        mode: 'edit',
        values: { title: 'Cappotto', value: 100_000, financingRequest: 100_001, description: null },
        errors: {
          financingRequest: "La richiesta di finanziamento non può superare il valore dell'opportunità",
        },
      },
    ],
    valid: {
      title: 'Cappotto termico',
      value: 25_000_050,
      financingRequest: 18_000_000,
      description: 'Isolamento a cappotto',
    },
  },
  {
    declaration: appointments,
    columns: [
      { field: 'title', headerName: 'Titolo', sortable: true },
      { field: 'startsAt', headerName: 'Inizio', sortable: true },
      { field: 'endsAt', headerName: 'Fine', sortable: true },
      { field: 'place', headerName: 'Luogo', sortable: false },
      { field: 'organiserId', headerName: 'Organizzatore', sortable: false },
      { field: 'attended', headerName: 'Svolto', sortable: false },
      { field: 'overlaps', headerName: 'Sovrapposto', sortable: false },
    ],
    filters: ['startsAt', 'attended'],
    form: [
      { name: 'title', kind: 'text', required: true },
      { name: 'startsAt', kind: 'dateTime', required: true },
      { name: 'endsAt', kind: 'dateTime', required: true },
      { name: 'place', kind: 'text', required: false },
      { name: 'participants', kind: 'reference', required: false },
      { name: 'projectId', kind: 'reference', required: false },
      { name: 'notes', kind: 'longText', required: false },
    ],
    invalid: [
      {
        mode: 'create',
        values: {
          title: '',
          startsAt: null,
          endsAt: null,
          place: null,
          participants: [],
          projectId: null,
          notes: null,
        },
        errors: {
          title: 'Il campo Titolo è richiesto',
          startsAt: 'Il campo Inizio è richiesto',
          endsAt: 'Il campo Fine è richiesto',
        },
      },
      {
        mode: 'edit',
        values: {
          title: 'Visita',
          startsAt: '2026-03-02T10:00:00.000Z',
          endsAt: '2026-03-02T09:00:00.000Z',
          place: null,
          participants: [],
          projectId: null,
          notes: null,
        },
        errors: {
          endsAt: "La fine dell'appuntamento deve essere successiva all'inizio",
        },
      },
      {
        mode: 'create',
        values: {
          title: 'Visita',
          startsAt: 'lunedì',
          endsAt: '2026-03-02T09:00:00.000Z',
          place: null,
          participants: [],
          projectId: null,
          notes: null,
        },
        errors: {
          startsAt: 'Il campo Inizio deve essere una data e ora valida',
        },
      },
    ],
    valid: {
      title: 'Sopralluogo',
      startsAt: '2026-03-02T09:00:00.000Z',
      endsAt: '2026-03-02T10:30:00.000Z',
      place: 'Via Roma 1',
      participants: ['3f2b8c1e-5d4a-4f6b-9c2d-1a2b3c4d5e6f'],
      projectId: null,
      notes: null,
    },
  },
];

const resolve = async (declaration: ResourceDeclaration, mode: FormMode, values: Record<string, unknown>) =>
  formResolver(declaration, mode)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe.each(cases)(
  'the generator for $declaration.name',
  ({ declaration, columns, filters, form, invalid, valid }) => {
    it('yields the list columns in declaration order, labelled in Italian, sortable as declared', () => {
      const built = buildColumns(declaration, i18n.t);
      expect(built.map(({ field, headerName, sortable }) => ({ field, headerName, sortable }))).toEqual(columns);
      expect(filterFields(declaration).map((field) => field.name)).toEqual(filters);
    });

    it('yields one form field per declared form field, each kind with its component', () => {
      expect(
        formFields(declaration).map(({ name, kind, required }) => ({ name, kind, required: required === true })),
      ).toEqual(form);
      for (const field of formFields(declaration)) expect(fieldComponents[field.kind]).toBeTypeOf('function');
      expect(Object.keys(emptyFormValues(declaration))).toEqual(form.map((field) => field.name));
    });

    it.each(invalid)(
      'rejects bad $mode input with the Italian messages ($errors)',
      async ({ mode, values, errors }) => {
        const result = await resolve(declaration, mode, values);
        const messages = Object.fromEntries(
          Object.entries(result.errors).map(([name, error]) => [name, (error as { message?: string }).message]),
        );
        expect(messages).toEqual(errors);
      },
    );

    it('accepts good input', async () => {
      const result = await resolve(declaration, 'create', valid);
      expect(result.errors).toEqual({});
      expect(result.values).toEqual(valid);
    });
  },
);

describe("generated forms' text inputs", () => {
  it('stop every text field of every declaration at the maximum its create and update schemas take', () => {
    const unbounded = allDeclarations.flatMap((declaration) =>
      formFields(declaration)
        .filter((field) => field.kind === 'text' || field.kind === 'longText')
        .flatMap((field) =>
          (['create', 'edit'] as const)
            .filter((mode) => field.name in (mode === 'create' ? declaration.create : declaration.update).shape)
            .filter((mode) => fieldMaxLength(declaration, mode, field.name) === undefined)
            .map((mode) => `${declaration.name}.${field.name} (${mode})`),
        ),
    );
    expect(unbounded).toEqual([]);
    expect(fieldMaxLength(apartmentTypes, 'create', 'name')).toBe(120);
    expect(fieldMaxLength(apartmentTypes, 'edit', 'description')).toBe(2000);
  });
});

describe('generated labels', () => {
  it('formats enum values through the locale', () => {
    const [, typology] = buildColumns(apartmentTypes, i18n.t);
    const format = typology?.valueFormatter as unknown as (value: unknown) => string;
    expect(format('semiDetached')).toBe('Casa bifamiliare');
  });

  it('formats money in euro and date-times in Rome, the Italian way', () => {
    const [, , value] = buildColumns(opportunities, i18n.t);
    expect((value?.valueFormatter as unknown as (value: unknown) => string)(25_000_050)).toBe('250.000,50\u00a0€');
    const [, startsAt] = buildColumns(appointments, i18n.t);
    expect((startsAt?.valueFormatter as unknown as (value: unknown) => string)('2026-07-01T07:05:00.000Z')).toBe(
      '01/07/2026, 09:05',
    );
  });

  it("names a long multiple choice's first two values in its list cell and counts the rest", () => {
    const measures = buildColumns(incentiveRules, i18n.t).find((column) => column.field === 'measures');
    const format = measures?.valueFormatter as unknown as (value: unknown) => string;
    expect(format(['wallInsulation', 'newWindows', 'heatPump'])).toBe(
      'Cappotto termico, Nuovi serramenti, Pompa di calore',
    );
    expect(format(['wallInsulation', 'newWindows', 'heatPump', 'photovoltaics'])).toBe(
      'Cappotto termico, Nuovi serramenti e altri 2',
    );
  });

  it('gives a reference to several rows an empty list, and a period filter its two days', () => {
    expect(emptyFormValues(appointments).participants).toEqual([]);
    expect(opportunityRegister.fields.find((field) => field.name === 'submittedAt')?.filter).toBe('range');
    expect(filterFields(opportunityRegister).map((field) => field.name)).toEqual([
      'networkId',
      'status',
      'submittedAt',
    ]);
  });
});

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('generated CRUD locales', () => {
  it.each([
    [itApartmentTypes, enApartmentTypes],
    [itProjects, enProjects],
    [itOpportunity, enOpportunity],
    [itOpportunityRegister, enOpportunityRegister],
    [itAppointment, enAppointment],
    [itCrud, enCrud],
  ])('gives the English fallback exactly the Italian keys', (it, en) => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(it).sort());
  });

  it.each([apartmentTypes, projectsResource, opportunities, opportunityRegister, appointments])(
    'labels every declared field and enum value of $name in Italian',
    (declaration: ResourceDeclaration) => {
      for (const field of declaration.fields) {
        expect(i18n.exists(`${declaration.name}.fields.${field.name}`, { lng: 'it', fallbackLng: false })).toBe(true);
        for (const option of field.options ?? [])
          expect(
            i18n.exists(`${declaration.name}.values.${field.name}.${option}`, { lng: 'it', fallbackLng: false }),
          ).toBe(true);
      }
    },
  );
});
