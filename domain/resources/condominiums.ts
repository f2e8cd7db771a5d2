import { z } from 'zod';
import { buildingSchema, condominiumCreateSchema, condominiumInputSchema } from '../construction-site/schemas.ts';
import type { ResourceDeclaration } from './declaration.ts';

declare module '../files/repository-objects.ts' {
  /** The entities of this unit that hold files, whose rule its server module gives (`attachments`). */
  interface FileHoldingEntities {
    /** Its construction site's documents, by stage (`meta.category`). */
    Condominium: true;
  }
}

const backOffice = ['BackofficeUser', 'BackofficeAdmin'] as const;

/**
 * Condominiums (spec sections 3 and 7, /happyway/condominiums): the building registry behind the bank service. Who sees
 * one: the people with a role on it or on a project that names it, the network's hub head, back office
 * (server/modules/condominiums). `?projections=buildings` (or `?extend=`) adds its buildings with their stairs.
 */
export const condominiumsResource = {
  name: 'condominiums',
  apiPath: '/happyway/condominiums',
  record: z.object({
    id: z.uuid(),
    name: z.string(),
    fiscalCode: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    zip: z.string(),
    city: z.string(),
    nation: z.string(),
    administratorName: z.string(),
    administratorEmail: z.string().nullable(),
    networkId: z.uuid().nullable(),
    /** Computed: the network's name. */
    networkName: z.string().nullable(),
    /** Computed: whether this caller may change the condominium, its buildings and its site. */
    canEdit: z.boolean(),
    /** Computed, with the `buildings` projection: the buildings with their stairs. */
    buildings: z.array(buildingSchema).optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  create: condominiumCreateSchema,
  update: condominiumInputSchema,
  fields: [
    { name: 'name', kind: 'text', list: true, sortable: true, form: true, required: true },
    { name: 'fiscalCode', kind: 'text', list: true, form: true, required: true },
    { name: 'street', kind: 'text', form: true, required: true },
    { name: 'houseNumber', kind: 'text', form: true, required: true },
    { name: 'zip', kind: 'text', form: true, required: true },
    { name: 'city', kind: 'text', list: true, filter: true, sortable: true, form: true, required: true },
    { name: 'nation', kind: 'text', form: true, required: true },
    { name: 'administratorName', kind: 'text', list: true, sortable: true, form: true, required: true },
    { name: 'administratorEmail', kind: 'text', form: true },
    {
      name: 'networkId',
      kind: 'reference',
      reference: { source: 'networks', labelField: 'networkName' },
      list: true,
      filter: true,
      form: true,
    },
    { name: 'createdAt', kind: 'date', list: true, sortable: true },
  ],
  computed: ['networkName', 'canEdit', 'buildings'],
  search: ['name', 'fiscalCode', 'city', 'administratorName'],
  defaultSort: { field: 'name', order: 'asc' },
  extend: ['buildings'],
  access: {
    list: 'any',
    show: 'any',
    create: ['Designer', 'HWDesigner', 'HubHead', ...backOffice],
    edit: ['Designer', 'HWDesigner', 'HubHead', ...backOffice],
    delete: [...backOffice],
  },
} as const satisfies ResourceDeclaration;
