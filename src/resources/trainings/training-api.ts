import type { RequestOf } from '../../../domain/api/endpoint.ts';
import type { lessonsApi } from '../../../domain/api/trainings.ts';

/**
 * A module's lessons in order (a module has far fewer than the list's limit), asked alike by every screen that shows
 * them.
 */
export const moduleLessons = (moduleId: string): RequestOf<typeof lessonsApi.list> => ({
  query: { moduleId, order: 'position:asc', limit: '100' },
});
