import type { ProjectStatus } from '../../../domain/projects/catalogue.ts';

/** A project list filtered on one status, in the URL form of refine's synced list (`filters[0][field]=status...`). */
function withStatus(listPath: string, status: ProjectStatus): string {
  const query = new URLSearchParams({
    'filters[0][field]': 'status',
    'filters[0][operator]': 'eq',
    'filters[0][value]': status,
  });
  return `${listPath}?${query.toString()}`;
}

/** /projects filtered on one status. */
export const projectsWithStatus = (status: ProjectStatus): string => withStatus('/projects', status);

/** /capohubprojects filtered on one status. */
export const capohubProjectsWithStatus = (status: ProjectStatus): string => withStatus('/capohubprojects', status);
