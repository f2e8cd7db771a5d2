import { lazy } from 'react';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { resourceIcon } from '../resource-icons.tsx';
import { resourcePaths } from './resource-paths.ts';

/** The generated screens load with their first visit: the welcome page and the dashboards never pay for DataGrid. */
const ResourceRoutes = lazy(() => import('./resource-screens.tsx').then((module) => ({ default: module.ResourceRoutes })));

/** refine's paths and meta of a generated resource (its name, list path, label and icon come with the screen). */
export function refineResourceOf(declaration: ResourceDeclaration) {
  const paths = resourcePaths(declaration);
  return { create: paths.create, edit: `${paths.list}/edit/:id`, show: `${paths.list}/show/:id`, meta: { path: declaration.apiPath } };
}

/** A generated resource as a screen of src/app/screens.tsx: its routes, menu icon and refine resource. */
export const resourceScreen = (declaration: ResourceDeclaration) => ({
  route: declaration.name,
  element: <ResourceRoutes declaration={declaration} />,
  icon: resourceIcon(declaration.name),
  resource: refineResourceOf(declaration),
});
