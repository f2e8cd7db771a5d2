import { z } from 'zod';
import { submittedStatuses } from '../opportunities/statuses.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { opportunityInput, opportunityRecord } from './opportunities.ts';

const nobody = [] as const;

/**
 * The register of submitted opportunities (spec section 2, /opportunity-register): the same rows as /opportunity once
 * they leave the draft, with their financing state, read-only, for the hub head (their network) and back office (all),
 * filterable by status, network and period of submission. Review happens on the opportunity itself.
 */
export const opportunityRegister = {
  name: 'opportunity-register',
  apiPath: '/happyway/opportunity-register',
  record: opportunityRecord.omit({ creatorId: true, editable: true }).extend({ networkName: z.string().nullable() }),
  create: opportunityInput,
  update: opportunityInput,
  fields: [
    { name: 'title', kind: 'text', list: true, sortable: true },
    { name: 'creatorName', kind: 'text', list: true, sortable: true },
    {
      name: 'networkId',
      kind: 'reference',
      list: true,
      filter: true,
      reference: { source: 'networks', labelField: 'networkName' },
    },
    { name: 'value', kind: 'money', list: true, sortable: true },
    { name: 'financingRequest', kind: 'money', list: true, sortable: true },
    { name: 'status', kind: 'enum', options: submittedStatuses, list: true, filter: true, sortable: true },
    { name: 'submittedAt', kind: 'date', list: true, sortable: true, filter: 'range' },
    { name: 'creatorEmail', kind: 'text' },
    { name: 'description', kind: 'longText' },
  ],
  computed: ['networkName'],
  search: ['title', 'creatorName', 'creatorEmail'],
  defaultSort: { field: 'submittedAt', order: 'desc' },
  access: {
    list: ['HubHead', 'BackofficeUser', 'BackofficeAdmin'],
    show: ['HubHead', 'BackofficeUser', 'BackofficeAdmin'],
    create: nobody,
    edit: nobody,
    delete: nobody,
  },
} as const satisfies ResourceDeclaration;
