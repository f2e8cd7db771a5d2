import { createElement, lazy, type ComponentType } from 'react';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import type { ResourceBlueprint, ResourceOutline } from '../../../domain/resources/declaration.ts';
import { outlineNamed } from '../../../domain/resources/outlines.ts';
import type { Screen } from '../../components/layout/screen.ts';
import { resourceMeta, resourcePaths } from './resource-paths.ts';
import type { ResourceUnit, ResourceView } from './resource-unit.ts';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';
import { loadBlueprint } from './load-blueprint.ts';

type ScreensModule = typeof import('./resource-screens.tsx');

/**
 * The namespaces a unit's generated screens draw from that no module of theirs names: the resource's own
 * (`<name>.fields.…`, built from data) and those of its views' titles and intros, which the unit's declaration names
 * but the build leaves to the screens (build/text-namespaces.ts).
 */
function unitNamespaces(unit: ResourceUnit): string[] {
  const viewKeys = (unit.views ?? []).flatMap((view) => (view.intro ? [view.title, view.intro] : [view.title]));
  return [...new Set([unit.name, ...viewKeys.map((key) => key.slice(0, key.indexOf('.')))])];
}

/**
 * A generated screen of the unit, loaded with its first visit (the welcome page and the dashboards never pay for
 * DataGrid) together with the unit's blueprint alone (its declaration less the schemas: no zod for a list) and the
 * texts it draws.
 */
function generatedScreen<P extends object>(
  unit: ResourceUnit,
  pick: (module: ScreensModule) => ComponentType<P & { declaration: ResourceBlueprint }>,
) {
  return lazy(async () => {
    const [module, declaration] = await Promise.all([
      withPortalTexts(import('./resource-screens.tsx'), unitNamespaces(unit)),
      loadBlueprint(unit.name),
    ]);
    const Screen = pick(module);
    return { default: (props: P) => createElement(Screen, { ...props, declaration }) };
  });
}

/** refine's paths and meta of a generated resource (its name, list path, label and icon come with the screen). */
export function refineResourceOf(outline: ResourceOutline) {
  const paths = resourcePaths(outline);
  return { create: paths.create, edit: `${paths.list}/edit/:id`, show: paths.show(':id'), meta: resourceMeta(outline) };
}

/**
 * A unit's screens for src/app/screens.tsx: its generated routes (with its own screens) under its name, menu icon and
 * refine resource (none when the declaration says `generatedScreens: false`); each of its views under the view's route;
 * its own pages.
 */
export function unitScreens(unit: ResourceUnit): Screen[] {
  const outline = outlineNamed(unit.name);
  const ResourceRoutes = generatedScreen<{ unit: ResourceUnit }>(unit, (module) => module.ResourceRoutes);
  const ResourceViewRoutes = generatedScreen<{ unit: ResourceUnit; view: ResourceView }>(
    unit,
    (module) => module.ResourceViewRoutes,
  );
  return [
    ...(outline.generatedScreens === false
      ? []
      : [
          {
            route: unit.name,
            element: createElement(ResourceRoutes, { unit }),
            icon: unit.icon ?? createElement(ListAltOutlined),
            resource: refineResourceOf(outline),
          },
        ]),
    ...(unit.views ?? []).map((view) => ({
      route: view.route,
      element: createElement(ResourceViewRoutes, { unit, view }),
      icon: view.icon,
    })),
    ...(unit.pages ?? []),
  ];
}
