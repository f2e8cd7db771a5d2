import { z } from 'zod';
import { opportunityStatuses } from '../opportunities/statuses.ts';
import { moneyCents } from '../rules/money.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';

export const FINANCING_ABOVE_VALUE = "La richiesta di finanziamento non può superare il valore dell'opportunità";

const title = requiredTextOf('Titolo', 200);

/**
 * What a professional writes: the creator, the network and the status are the server's (never read from the body, so
 * `creatorName` or `status` sent by a client is dropped).
 */
export const opportunityInput = z
  .object({
    title,
    description: textOf('Descrizione', 5000, { error: 'Descrizione non valida' }).nullable().default(null),
    value: moneyCents('Valore'),
    financingRequest: moneyCents('Richiesta di finanziamento'),
  })
  .refine((input) => input.financingRequest <= input.value, {
    path: ['financingRequest'],
    error: FINANCING_ABOVE_VALUE,
  });

const professionals = ['Designer', 'Specialist', 'HubHead'] as const;

/** An opportunity as the API answers it; the register shows the same rows. */
export const opportunityRecord = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  value: z.number(),
  financingRequest: z.number(),
  status: z.enum(opportunityStatuses),
  creatorId: z.uuid(),
  creatorName: z.string(),
  creatorEmail: z.string(),
  networkId: z.uuid().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  editable: z.boolean(),
});

/**
 * Opportunities (spec sections 2 and 3, /opportunity): a professional drafts one, edits it while it is a draft and
 * submits it for financing; the hub head sees their network's, back office all and moves them through review
 * (domain/opportunities/transitions.ts).
 */
export const opportunities = {
  name: 'opportunity',
  apiPath: '/happyway/opportunities',
  record: opportunityRecord,
  create: opportunityInput,
  update: opportunityInput,
  fields: [
    { name: 'title', kind: 'text', list: true, sortable: true, form: true, required: true },
    { name: 'status', kind: 'enum', options: opportunityStatuses, list: true, filter: true, sortable: true },
    { name: 'value', kind: 'money', list: true, sortable: true, form: true, required: true },
    { name: 'financingRequest', kind: 'money', list: true, sortable: true, form: true, required: true },
    { name: 'description', kind: 'longText', form: true },
    { name: 'creatorName', kind: 'text', list: true },
    { name: 'creatorEmail', kind: 'text' },
    { name: 'createdAt', kind: 'date', list: true, sortable: true },
    { name: 'submittedAt', kind: 'date', sortable: true },
  ],
  computed: ['editable'],
  search: ['title', 'description', 'creatorName'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  access: { list: 'any', show: 'any', create: professionals, edit: professionals, delete: professionals },
} as const satisfies ResourceDeclaration;
