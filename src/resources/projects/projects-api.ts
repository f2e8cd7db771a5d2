import { projectsApi } from '../../../domain/api/projects.ts';
import { referenceOptionsEndpoint } from '../../../domain/api/references.ts';
import { resourceEndpoints } from '../../../domain/api/resources.ts';
import { appRoles } from '../../../domain/auth/roles.ts';
import { outlineNamed } from '../../../domain/resources/outlines.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

const projects = outlineNamed('projects');

/** The role a screen speaks as (`X-AppRole`): the server then applies only that role's part of the visibility rule. */
export type AppRoleId = (typeof appRoles)[keyof typeof appRoles];

/** The generated calls of a project (its delete from the detail's header). */
export const projectEndpoints = resourceEndpoints(projects);

/**
 * Whoever may get a role on a project, its tutor or a coach: the choices of the `tutorId` reference (`?q=`, `?ids=`).
 */
export const projectPeople = referenceOptionsEndpoint(projects, 'tutorId');

/** One project with its people, history, numbers, children, the moves the caller may make and what else they may do. */
export const useProjectDetails = (id: string) =>
  useApiQuery(
    projectsApi.details,
    { params: { id }, query: { projections: 'roles,history,stats,children' } },
    { enabled: id !== '' },
  );

export const DESIGNER_APP_ROLE: AppRoleId = appRoles.Designer;
export const HUB_HEAD_APP_ROLE: AppRoleId = appRoles.HubHead;
