import { createElement, lazy } from 'react';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import type { ResourceOutline } from '../../../domain/resources/declaration.ts';
import { outlineNamed } from '../../../domain/resources/outlines.ts';
import type { Screen } from '../../app/screens.tsx';
import { resourceMeta, resourcePaths } from './resource-paths.ts';
import type { ResourceUnit } from './resource-unit.ts';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

/**
 * The generated screens load with their first visit (the welcome page and the dashboards never pay for DataGrid), with
 * the texts of their resource: its namespace is named by data (`<name>.fields.…`), so it is asked for here.
 */
const generatedScreens = (unit: ResourceUnit) => withPortalTexts(import('./resource-screens.tsx'), [unit.name]);

/** refine's paths and meta of a generated resource (its name, list path, label and icon come with the screen). */
export function refineResourceOf(outline: ResourceOutline) {
  const paths = resourcePaths(outline);
  return { create: paths.create, edit: `${paths.list}/edit/:id`, show: paths.show(':id'), meta: resourceMeta(outline) };
}

/**
 * A unit's screens for src/app/screens.tsx: its generated routes (with its own screens) under its name, menu icon and
 * refine resource (none when the declaration says `generatedScreens: false`); each of its views under the view's route; its own pages.
 */
export function unitScreens(unit: ResourceUnit): Screen[] {
  const outline = outlineNamed(unit.name);
  const ResourceRoutes = lazy(() => generatedScreens(unit).then((module) => ({ default: module.ResourceRoutes })));
  const ResourceViewRoutes = lazy(() => generatedScreens(unit).then((module) => ({ default: module.ResourceViewRoutes })));
  return [
    ...(outline.generatedScreens === false ? [] : [{
      route: unit.name,
      element: createElement(ResourceRoutes, { unit }),
      icon: unit.icon ?? createElement(ListAltOutlined),
      resource: refineResourceOf(outline),
    }]),
    ...(unit.views ?? []).map((view) => ({ route: view.route, element: createElement(ResourceViewRoutes, { unit, view }), icon: view.icon })),
    ...(unit.pages ?? []),
  ];
}
