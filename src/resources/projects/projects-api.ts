import { appRoles } from '../../../domain/auth/roles.ts';
import type { ProjectPeopleSlot, ProjectStatus } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { referenceOptionsPath } from '../../../domain/resources/declaration.ts';
import { outlineNamed } from '../../../domain/resources/outlines.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

const projects = outlineNamed('projects');
const base = projects.apiPath;

/** The role a screen speaks as (`X-AppRole`): the server then applies only that role's part of the visibility rule. */
export type AppRoleId = (typeof appRoles)[keyof typeof appRoles];

/** The query of the project list (`GET /happyway/projects`): paging, search and equality filters. */
export interface ProjectListQuery {
  page?: number;
  limit?: number;
  order?: string;
  q?: string;
  status?: string;
  type?: string;
  networkId?: string;
  assigneeId?: string;
}

const withQuery = (path: string, query: Record<string, string | number | boolean | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
};

/** Every project call of spec section 7 below the API base; the paths are also the react-query keys. */
export const projectPaths = {
  list: (query: ProjectListQuery) => withQuery(base, { ...query }),
  record: (id: string) => `${base}/${id}`,
  details: (id: string) => `${base}/${id}/details?projections=roles,history,stats,children`,
  create: '/project/project',
  status: (id: string, status: ProjectStatus, skipNotification: boolean) =>
    withQuery(`${base}/${id}/status/${status}`, { skipNotification }),
  confirmCmc: (id: string) => `${base}/${id}/confirmcmc`,
  roles: (id: string) => `${base}/${id}/roles`,
  role: (id: string, profileId: string, role: string) => `${base}/${id}/roles/${profileId}/${role}`,
  slot: (id: string, slot: ProjectPeopleSlot) => `${base}/${id}/${slot}`,
  stats: `${base}/stats`,
  /** Whoever may get a role on a project, its tutor or a coach: the choices of the `tutorId` reference (`?q=`, `?ids=`). */
  people: referenceOptionsPath(projects, 'tutorId'),
};

/** One project with its people, history, numbers, children, the moves the caller may make and what else they may do. */
export const useProjectDetails = (id: string) => useApiQuery<ProjectDetails>(projectPaths.details(id), { enabled: id !== '' });

export const DESIGNER_APP_ROLE: AppRoleId = appRoles.Designer;
export const HUB_HEAD_APP_ROLE: AppRoleId = appRoles.HubHead;
