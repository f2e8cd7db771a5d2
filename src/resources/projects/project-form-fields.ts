import type { ProjectInputBody } from '../../../domain/projects/schemas.ts';
import type { projectsResource } from '../../../domain/resources/projects.ts';
import type { FormLayout } from '../generic/resource-unit.ts';

/** The projects form: its fields in the order it shows them, and a saved project opens its page. */
export const projectFormLayout: FormLayout<typeof projectsResource> = {
  fields: [
    'name',
    'type',
    'networkId',
    'assigneeId',
    'professionalCategory',
    'apartmentTypeId',
    'amount',
    'financing',
    'receivedAt',
    'description',
  ],
  afterSave: 'show',
};

/** What the assigned designer may change on their own project (the server refuses the rest). */
export const designerEditableFields: readonly (keyof ProjectInputBody)[] = [
  'name',
  'professionalCategory',
  'apartmentTypeId',
  'receivedAt',
  'description',
];
