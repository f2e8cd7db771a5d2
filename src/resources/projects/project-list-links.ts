import type { ProjectStatus } from '../../../domain/projects/catalogue.ts';

/** /projects filtered on one status, in the URL form of refine's synced list (`filters[0][field]=status...`). */
export function projectsWithStatus(status: ProjectStatus): string {
  const query = new URLSearchParams({ 'filters[0][field]': 'status', 'filters[0][operator]': 'eq', 'filters[0][value]': status });
  return `/projects?${query.toString()}`;
}

/** /capohubprojects filtered on one status. */
export const capohubProjectsWithStatus = (status: ProjectStatus): string => `/capohubprojects?status=${status}`;
