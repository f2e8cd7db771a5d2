import { z } from 'zod';
import { BUILDING_KINDS, footprintInputSchema } from '../carbon/input.ts';
import { footprintResultSchema } from '../carbon/result-schema.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { requiredTextOf } from '../rules/text.ts';

export const PROJECT_NOT_VISIBLE = 'Progetto non trovato';

/**
 * What a professional saves: a name, optionally a project, and the calculator's input; the server computes the rest.
 */
export const carbonFootprintInput = z.object({
  name: requiredTextOf('Nome', 160),
  projectId: z.uuid({ error: PROJECT_NOT_VISIBLE }).nullable().default(null),
  input: footprintInputSchema,
});
export type CarbonFootprintInput = z.infer<typeof carbonFootprintInput>;

/** A saved footprint as the API answers it: the figures of the list, and the input and result of the detail. */
export const carbonFootprintRecord = z.object({
  id: z.uuid(),
  name: z.string(),
  buildingKind: z.enum(BUILDING_KINDS),
  projectId: z.uuid().nullable(),
  projectName: z.string().nullable(),
  authorId: z.uuid(),
  authorName: z.string(),
  totalKgCo2e: z.number().int(),
  savedKgCo2ePerYear: z.number().int().nullable(),
  paybackYears: z.number().nullable(),
  input: footprintInputSchema,
  result: footprintResultSchema,
  createdAt: z.string(),
  /** The caller may edit and delete it: its author, or back office. */
  editable: z.boolean(),
});

export type CarbonFootprintRecord = z.infer<typeof carbonFootprintRecord>;

const professionals = [
  'Designer',
  'HWDesigner',
  'Specialist',
  'HubHead',
  'LocalManager',
  'BackofficeUser',
  'BackofficeAdmin',
] as const;

/**
 * Carbon footprints (spec sections 1, 2 and 7; issue 16): saved from the calculator by `POST
 * /evaluator/carbon/footprint` (the create: the server computes the figures from the input), listed at
 * `/carbon-foot-print`; the author, the people of its project and back office see it
 * (server/modules/carbon-footprints/), the author and back office edit it (the calculator reopened with its values,
 * `PUT`, figures computed again) and delete it; whoever sees it may duplicate it (the calculator with its values, saved
 * as a new one).
 */
export const carbonFootprints = {
  name: 'carbon-foot-print',
  apiPath: '/evaluator/carbon/footprint',
  showSegment: 'detail',
  record: carbonFootprintRecord,
  create: carbonFootprintInput,
  update: carbonFootprintInput,
  fields: [
    { name: 'name', kind: 'text', list: true, sortable: true, required: true },
    { name: 'buildingKind', kind: 'enum', options: BUILDING_KINDS, list: true, filter: true, sortable: true },
    {
      name: 'projectId',
      kind: 'reference',
      list: true,
      filter: true,
      reference: { source: 'projects', labelField: 'projectName' },
    },
    { name: 'totalKgCo2e', kind: 'number', list: true, sortable: true },
    { name: 'savedKgCo2ePerYear', kind: 'number', list: true, sortable: true },
    { name: 'paybackYears', kind: 'number', sortable: true },
    { name: 'authorName', kind: 'text', list: true },
    { name: 'createdAt', kind: 'date', list: true, sortable: true, filter: 'range' },
  ],
  computed: ['projectName', 'authorName', 'editable'] as const,
  search: ['name'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  access: { list: 'any', show: 'any', create: professionals, edit: professionals, delete: professionals },
} satisfies ResourceDeclaration;
