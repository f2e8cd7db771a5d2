import type { z } from 'zod';
import type { ProjectPeopleSlot } from '../projects/catalogue.ts';
import type {
  projectDetailsQuerySchema,
  projectDetailsSchema,
  projectPersonAssignSchema,
  projectRoleAssignSchema,
  projectRoleEntrySchema,
  projectCountsSchema,
  projectRoleListSchema,
  projectTransitionResultSchema,
  skipNotificationQuerySchema,
} from '../projects/schemas.ts';
import type { projectCountsQuerySchema } from '../projects/counts-query.ts';
import { endpoint, type AnyEndpoint } from './endpoint.ts';

type SkipNotification = z.input<typeof skipNotificationQuerySchema>;
type ProjectRoleList = z.output<typeof projectRoleListSchema>;
type ProjectPersonAssign = z.input<typeof projectPersonAssignSchema>;

/**
 * The project calls of spec section 7 beyond the generated CRUD: details, the status workflow, the people on a project.
 */
export const projectsApi = {
  /** How many projects the caller sees, by status and by type (as the role of X-AppRole). */
  stats: endpoint<z.output<typeof projectCountsSchema>, z.input<typeof projectCountsQuerySchema>>()(
    'GET',
    '/happyway/projects/stats',
  ),
  /** A visible project with the projections asked for, the moves the caller may make and what else they may do. */
  details: endpoint<z.output<typeof projectDetailsSchema>, z.input<typeof projectDetailsQuerySchema>>()(
    'GET',
    '/happyway/projects/:id/details',
  ),
  /** Moves a project to a status (the workflow of domain/projects/transitions.ts). */
  changeStatus: endpoint<z.output<typeof projectTransitionResultSchema>, SkipNotification>()(
    'PUT',
    '/happyway/projects/:id/status/:status',
  ),
  /** Completed -> Verified, with an end-of-project verification document. */
  confirmCmc: endpoint<z.output<typeof projectTransitionResultSchema>, SkipNotification>()(
    'PUT',
    '/happyway/projects/:id/confirmcmc',
  ),
  /** The roles held on a project. */
  roles: endpoint<ProjectRoleList>()('GET', '/happyway/projects/:id/roles'),
  /** Gives someone a role on a project. */
  assignRole: endpoint<z.output<typeof projectRoleEntrySchema>, undefined, z.input<typeof projectRoleAssignSchema>>()(
    'POST',
    '/happyway/projects/:id/roles',
  ),
  /** Takes a role on a project from someone. */
  removeRole: endpoint<null>()('DELETE', '/happyway/projects/:id/roles/:profileId/:role'),
  /** Replaces the project's tutor (personal assistant). */
  assignTutor: endpoint<ProjectRoleList, undefined, ProjectPersonAssign>()('PUT', '/happyway/projects/:id/tutor'),
  /** Replaces the project's coach. */
  assignCoach: endpoint<ProjectRoleList, undefined, ProjectPersonAssign>()('PUT', '/happyway/projects/:id/coach'),
  /** Replaces the project's network coach (super manager). */
  assignNetworkCoach: endpoint<ProjectRoleList, undefined, ProjectPersonAssign>()(
    'PUT',
    '/happyway/projects/:id/networkcoach',
  ),
  /** Removes a document of a project. */
  removeDocument: endpoint<null>()('DELETE', '/happyway/projects/:id/documents/:objectId'),
};

/** The call that names each of a project's people slots (domain/projects/catalogue.ts `projectPeopleSlots`). */
export const projectSlotEndpoints = {
  tutor: projectsApi.assignTutor,
  coach: projectsApi.assignCoach,
  networkcoach: projectsApi.assignNetworkCoach,
} as const satisfies Record<ProjectPeopleSlot, AnyEndpoint>;
