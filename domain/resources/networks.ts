import { z } from 'zod';
import { networkTypes } from '../network/network-types.ts';
import { NETWORK_CODE_INVALID, NETWORK_CODE_MAX_LENGTH, NETWORK_CODE_PATTERN } from '../network/network-code.ts';
import { EMAIL_INVALID, requiredMessage } from '../rules/messages.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../rules/email.ts';
import { NETWORK_DESCRIPTION_MAX, NETWORK_NAME_MAX } from '../schemas/network.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { requiredTextOf, textOf } from '../rules/text.ts';
import { requiredChoice } from '../rules/required-choice.ts';

/** The hub head's e-mail field, as its form labels it, in the required message. */
const HUB_HEAD_EMAIL = 'E-mail del capo hub da invitare';

declare module './declaration.ts' {
  /** The pickers this unit's server module gives (`references`). */
  interface ReferenceSourceNames {
    /** The networks. */
    networks: true;
  }
}

const backOffice = ['BackofficeUser', 'BackofficeAdmin'] as const;

const networkFields = {
  name: requiredTextOf('Nome', NETWORK_NAME_MAX),
  code: textOf('Codice', NETWORK_CODE_MAX_LENGTH, { error: NETWORK_CODE_INVALID, tooLong: NETWORK_CODE_INVALID })
    .toUpperCase()
    .regex(NETWORK_CODE_PATTERN, { error: NETWORK_CODE_INVALID }),
  description: textOf('Descrizione', NETWORK_DESCRIPTION_MAX, { error: 'Descrizione non valida' })
    .nullable()
    .default(null),
  type: requiredChoice(networkTypes, 'Tipo', 'Tipo di rete non valido').default('HappyWay'),
  skillIds: z
    .array(z.uuid({ error: 'Competenza non valida' }), { error: 'Competenze non valide' })
    .max(50, { error: 'Al massimo 50 competenze' })
    .default([]),
};

/** The head of a network as its detail shows it (spec section 3, head-of-network data), by the field matrix. */
export const hubHeadSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string().nullable(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  companyName: z.string().nullable(),
  address: z.string().nullable().optional(),
  vatNumber: z.string().nullable(),
  certifiedEmail: z.string().nullable().optional(),
  electronicInvoicingCode: z.string().nullable().optional(),
});
export type HubHead = z.infer<typeof hubHeadSchema>;

/**
 * The platform's networks (spec sections 2, 3 and 7; GET /happyway/v2/networks): name, code, description, type, skills,
 * hub head and members. Every logged-in user lists those they see (back office all, anyone else their own); back office
 * creates a network with the invitation of its hub head; back office and the network's hub head edit it.
 */
export const hwNetworks = {
  name: 'hw-networks',
  apiPath: '/happyway/v2/networks',
  showSegment: 'detail',
  record: z.object({
    id: z.uuid(),
    name: z.string(),
    code: z.string(),
    description: z.string().nullable(),
    type: z.enum(networkTypes),
    skillIds: z.array(z.uuid()),
    skillNames: z.string().nullable(),
    hubHeadName: z.string().nullable(),
    hubHeadEmail: z.string().nullable(),
    membersCount: z.number().int(),
    editable: z.boolean(),
    hubHead: hubHeadSchema.nullable().optional(),
    createdAt: z.string(),
  }),
  create: z.object({
    ...networkFields,
    hubHeadEmail: textOf('Email', EMAIL_MAX_LENGTH, { error: requiredMessage(HUB_HEAD_EMAIL) })
      .min(1, { error: requiredMessage(HUB_HEAD_EMAIL), abort: true })
      .toLowerCase()
      .refine(isValidEmail, { error: EMAIL_INVALID }),
  }),
  update: z.object(networkFields),
  fields: [
    { name: 'name', kind: 'text', list: true, sortable: true, form: true, required: true },
    { name: 'code', kind: 'text', list: true, sortable: true, form: true, required: true },
    {
      name: 'type',
      kind: 'enum',
      options: networkTypes,
      list: true,
      filter: true,
      sortable: true,
      form: true,
      required: true,
    },
    {
      name: 'skillIds',
      kind: 'reference',
      form: true,
      reference: { source: 'skills', labelField: 'skillNames', multiple: true },
    },
    { name: 'hubHeadName', kind: 'text', list: true },
    { name: 'membersCount', kind: 'number', list: true },
    { name: 'description', kind: 'longText', form: true },
    { name: 'hubHeadEmail', kind: 'text', form: true, required: true },
    { name: 'createdAt', kind: 'date', sortable: true },
  ],
  computed: ['skillIds', 'skillNames', 'hubHeadName', 'hubHeadEmail', 'membersCount', 'editable', 'hubHead'],
  search: ['name', 'code'],
  defaultSort: { field: 'name', order: 'asc' },
  access: {
    list: 'any',
    show: 'any',
    create: [...backOffice],
    edit: [...backOffice, 'HubHead'],
    delete: [],
  },
  extend: ['hubHead'],
} as const satisfies ResourceDeclaration;
