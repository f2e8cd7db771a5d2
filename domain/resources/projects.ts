import { projectStatuses, projectTypes } from '../projects/catalogue.ts';
import { projectInputSchema, projectRecordSchema } from '../projects/schemas.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { professionalCategoryNames } from '../rules/user-types.ts';

declare module './declaration.ts' {
  /** The pickers this unit's server module gives (`references`). */
  interface ReferenceSourceNames {
    /** The projects the caller sees. */
    projects: true;
    /** Enabled profiles with an Active Designer or HWDesigner role, narrowed by the project's network. */
    designers: true;
    /** Those who may hold a role on a project (its tutor, its coaches). */
    projectPeople: true;
  }
}

declare module '../files/repository-objects.ts' {
  /** The entities of this unit that hold files, whose rule its server module gives (`attachments`). */
  interface FileHoldingEntities {
    /** Its documents. */
    Project: true;
  }
}

const backOffice = ['BackofficeUser', 'BackofficeAdmin'] as const;

/**
 * Projects (spec sections 3 and 7, /happyway/projects): designers carry them out, hub heads follow their network's,
 * back office sees all. The status moves only through the transition table (domain/projects/transitions.ts) and its
 * own call; server/modules/projects adds the row checks, the tutor's name and the extra routes; the create is the
 * spec's POST /project/project.
 */
export const projectsResource = {
  name: 'projects',
  apiPath: '/happyway/projects',
  createPath: '/project/project',
  record: projectRecordSchema,
  create: projectInputSchema,
  update: projectInputSchema,
  fields: [
    { name: 'name', kind: 'text', list: true, sortable: true, form: true, required: true },
    {
      name: 'type',
      kind: 'enum',
      options: projectTypes,
      list: true,
      filter: true,
      sortable: true,
      form: true,
      required: true,
    },
    { name: 'status', kind: 'enum', options: projectStatuses, list: true, filter: true, sortable: true },
    {
      name: 'networkId',
      kind: 'reference',
      reference: { source: 'networks', labelField: 'networkName' },
      list: true,
      filter: true,
      form: true,
    },
    {
      name: 'assigneeId',
      kind: 'reference',
      reference: { source: 'designers', labelField: 'assigneeName', dependsOn: ['networkId'] },
      list: true,
      filter: true,
      form: true,
    },
    { name: 'professionalCategory', kind: 'enum', options: professionalCategoryNames, filter: true, form: true },
    {
      name: 'apartmentTypeId',
      kind: 'reference',
      reference: { source: 'apartmentTypes', labelField: 'apartmentTypeName' },
      filter: true,
      form: true,
    },
    { name: 'amount', kind: 'money', list: true, sortable: true, form: true },
    { name: 'financing', kind: 'money', sortable: true, form: true },
    { name: 'createdAt', kind: 'date', list: true, sortable: true },
    { name: 'receivedAt', kind: 'date', sortable: true, form: true },
    { name: 'description', kind: 'longText', form: true },
    /**
     * The tutor, set through the people calls; its choices are whoever may get a role on a project (tutor, coaches,
     * roles).
     */
    { name: 'tutorId', kind: 'reference', reference: { source: 'projectPeople', labelField: 'tutorName' } },
  ],
  computed: ['networkName', 'assigneeName', 'apartmentTypeName', 'tutorId', 'tutorName'],
  search: ['name', 'description'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  bulkStatus: 'status',
  access: {
    list: 'any',
    show: 'any',
    create: [...backOffice, 'HubHead'],
    edit: ['Designer', 'HWDesigner', 'HubHead', ...backOffice],
    delete: [...backOffice],
  },
} as const satisfies ResourceDeclaration;
