import { resourceEndpoints } from '../../../domain/api/resources.ts';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';

/** The SPA paths of a generated resource: its name is its route name and path in domain/auth/routes.ts. */
export function resourcePaths(declaration: Pick<ResourceBlueprint, 'name' | 'showSegment'>) {
  const list = `/${declaration.name}`;
  const showSegment = declaration.showSegment ?? 'show';
  return {
    list,
    create: `${list}/create`,
    edit: (id: string | number) => `${list}/edit/${String(id)}`,
    show: (id: string | number) => `${list}/${showSegment}/${String(id)}`,
  };
}

/**
 * What the data provider needs to reach a generated resource's API: where it writes, where it lists and where it
 * creates.
 */
export function resourceMeta(declaration: Pick<ResourceBlueprint, 'apiPath' | 'listPath' | 'createPath'>) {
  const { list, create } = resourceEndpoints(declaration);
  return { path: declaration.apiPath, listPath: list.path, createPath: create.path };
}
