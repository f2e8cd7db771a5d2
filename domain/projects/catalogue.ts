/**
 * The project vocabularies the spec leaves open (section 4, "Project status: allowed values not shown") or lists
 * (section 3, professional categories). Their Italian labels live in locales/{it,en}/projects.json.
 */
import type { ProfessionalCategory } from '../rules/user-types.ts';

export type { ProfessionalCategory };

/** The life of a project, from the hub head's draft to back office's verification; Verified and Cancelled are final. */
export const projectStatuses = ['Draft', 'Submitted', 'InProgress', 'Completed', 'Verified', 'Cancelled'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const finalProjectStatuses: readonly ProjectStatus[] = ['Verified', 'Cancelled'];

/** Condominium and home renovations, and TechValidation: the bank service (a bank's technical validation). */
export const projectTypes = ['Condominium', 'Home', 'TechValidation'] as const;
export type ProjectType = (typeof projectTypes)[number];

/** The type whose projects make up the bank service (spec section 4, startup: the bank-service flag). */
export const BANK_SERVICE_PROJECT_TYPE: ProjectType = 'TechValidation';

/**
 * Where a bank-service project opens: its own page, or, for a validation under another project (a "Perizia
 * integrativa"), its parent's page with it in focus, so it is never shown as the main project.
 */
export function bankServicePath(project: { id: string; parentId: string | null }): string {
  return project.parentId === null
    ? `/project-bt/${project.id}/bt`
    : `/project-bt/${project.parentId}/bt/${project.id}`;
}

/** The `meta.category` of a project file that is an end-of-project verification document (needed by confirmcmc). */
export const VERIFICATION_DOCUMENT_CATEGORY = 'verification';

/**
 * The named people of a project and the catalogue role (domain/auth/roles.ts `roleCatalogue`) each is stored as in
 * the project's roles: the tutor is the personal assistant, the coach the coach, the network coach the super manager.
 * `PUT /happyway/projects/{id}/<slot>` replaces whoever held that role.
 */
export const projectPeopleSlots = {
  tutor: 'personalassistant',
  coach: 'coach',
  networkcoach: 'ntwmanager',
} as const;
export type ProjectPeopleSlot = keyof typeof projectPeopleSlots;
export const projectPeopleSlotNames = Object.keys(projectPeopleSlots) as ProjectPeopleSlot[];
