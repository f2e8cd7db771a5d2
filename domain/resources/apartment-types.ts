import { z } from 'zod';
import { requiredMessage } from '../rules/messages.ts';
import { textOf } from '../rules/text.ts';
import { requiredChoice } from '../rules/required-choice.ts';
import type { ResourceDeclaration } from './declaration.ts';

declare module './declaration.ts' {
  /** The pickers this unit's server module gives (`references`). */
  interface ReferenceSourceNames {
    /** The apartment-type catalogue. */
    apartmentTypes: true;
  }
}

export const apartmentTypologies = ['apartment', 'detached', 'semiDetached', 'terraced', 'attic', 'loft'] as const;

const name = textOf('Nome', 120, { error: requiredMessage('Nome') }).min(1, { error: requiredMessage('Nome') });
const typology = requiredChoice(apartmentTypologies, 'Tipologia', 'Tipologia non valida');
const area = z
  .number({ error: 'La superficie deve essere un numero' })
  .int({ error: 'La superficie deve essere un numero intero' })
  .min(10, { error: 'Il valore deve essere maggiore o uguale a 10' })
  .max(2000, { error: 'Il valore deve essere inferiore o uguale a 2000' });

const input = z.object({
  name,
  description: textOf('Descrizione', 2000, { error: 'Descrizione non valida' }).nullable().default(null),
  typology,
  typicalAreaSqm: area.nullable().default(null),
});

/** Apartment types (spec section 7, /happyway/apartmenttype): a catalogue back office keeps, every member reads. */
export const apartmentTypes = {
  name: 'apartment-types',
  apiPath: '/happyway/apartmenttype',
  record: z.object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    typology,
    typicalAreaSqm: z.number().int().nullable(),
    createdAt: z.string(),
  }),
  create: input,
  update: input,
  fields: [
    { name: 'name', kind: 'text', list: true, sortable: true, form: true, required: true },
    {
      name: 'typology',
      kind: 'enum',
      options: apartmentTypologies,
      list: true,
      filter: true,
      sortable: true,
      form: true,
      required: true,
    },
    { name: 'typicalAreaSqm', kind: 'number', list: true, sortable: true, form: true },
    { name: 'description', kind: 'longText', form: true },
    { name: 'createdAt', kind: 'date', list: true, sortable: true },
  ],
  search: ['name', 'description'],
  defaultSort: { field: 'name', order: 'asc' },
  access: {
    list: 'any',
    show: 'any',
    create: ['BackofficeUser', 'BackofficeAdmin'],
    edit: ['BackofficeUser', 'BackofficeAdmin'],
    delete: ['BackofficeUser', 'BackofficeAdmin'],
  },
} as const satisfies ResourceDeclaration;
