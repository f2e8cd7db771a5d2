import { lazy } from 'react';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { resourceIcon } from '../resource-icons.tsx';
import type { ResourceOverrides } from './resource-overrides.ts';
import { resourceMeta, resourcePaths } from './resource-paths.ts';

/** The generated screens load with their first visit: the welcome page and the dashboards never pay for DataGrid. */
const ResourceRoutes = lazy(() => import('./resource-screens.tsx').then((module) => ({ default: module.ResourceRoutes })));

/** refine's paths and meta of a generated resource (its name, list path, label and icon come with the screen). */
export function refineResourceOf(declaration: ResourceDeclaration) {
  const paths = resourcePaths(declaration);
  return { create: paths.create, edit: `${paths.list}/edit/:id`, show: `${paths.list}/show/:id`, meta: resourceMeta(declaration) };
}

/** A generated resource as a screen of src/app/screens.tsx: its routes (with its folder's own screens), menu icon and refine resource. */
export const resourceScreen = (declaration: ResourceDeclaration, overrides?: ResourceOverrides) => ({
  route: declaration.name,
  element: <ResourceRoutes declaration={declaration} overrides={overrides} />,
  icon: resourceIcon(declaration.name),
  resource: refineResourceOf(declaration),
});
