import type { FieldDeclaration } from '../../../domain/resources/declaration.ts';
import { projectsResource } from '../../../domain/resources/projects.ts';
import type { ProjectDetails, ProjectInputBody } from '../../../domain/projects/schemas.ts';

export type ProjectFieldName = keyof ProjectInputBody;

/** Every field of the form, in the order it shows them. */
export const projectFormFields: readonly ProjectFieldName[] =
  ['name', 'type', 'networkId', 'assigneeId', 'professionalCategory', 'apartmentTypeId', 'amount', 'financing', 'receivedAt', 'description'];

/** What the assigned designer may change on their own project (the server refuses the rest). */
export const designerEditableFields: readonly ProjectFieldName[] = ['name', 'professionalCategory', 'apartmentTypeId', 'receivedAt', 'description'];

/** The declared field (kind, options, reference) of a form field. */
export function declaredField(name: ProjectFieldName): FieldDeclaration {
  const field = projectsResource.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`projects declares no field ${name}`);
  return field;
}

/** The form's first values: blank for a new project, the record's for an edit. */
export function initialProjectValues(project: ProjectDetails | undefined): Record<ProjectFieldName, unknown> {
  return {
    name: project?.name ?? '',
    type: project?.type ?? null,
    networkId: project?.networkId ?? null,
    assigneeId: project?.assigneeId ?? null,
    professionalCategory: project?.professionalCategory ?? null,
    apartmentTypeId: project?.apartmentTypeId ?? null,
    amount: project?.amount ?? null,
    financing: project?.financing ?? null,
    receivedAt: project?.receivedAt?.slice(0, 10) ?? null,
    description: project?.description ?? null,
  };
}
