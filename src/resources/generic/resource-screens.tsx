import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';
import { RequirePermission } from './require-permission.tsx';
import { ResourceList } from './resource-list.tsx';
import type { ResourceUnit, ResourceView } from './resource-unit.ts';

/**
 * The form (react-hook-form, its fields and the resource's schemas with zod) and the detail load with their first
 * visit, not with the list.
 */
const ResourceForm = lazy(() =>
  withPortalTexts(import('./declared-form.tsx')).then((module) => ({ default: module.DeclaredForm })),
);
const ResourceShow = lazy(() =>
  withPortalTexts(import('./resource-show.tsx')).then((module) => ({ default: module.ResourceShow })),
);

/** A unit's screens with its blueprint (src/resources/generic/load-blueprint.ts loads it with them). */
interface UnitScreensProps {
  unit: ResourceUnit;
  declaration: ResourceBlueprint;
}

/**
 * The screens of a resource unit below its path: list, create (also `edit` without an id, the spec's `edit/:id?`),
 * edit/:id and show/:id, each behind `can()`; the unit's own screens replace the generated ones.
 */
export function ResourceRoutes({ unit, declaration }: UnitScreensProps) {
  const { screens = {}, cells, form } = unit;
  const { list: List, show: Show, create: Create, edit: Edit } = screens;
  const guarded = (action: 'list' | 'show' | 'create' | 'edit', element: ReactNode) => (
    <RequirePermission declaration={declaration} action={action}>
      {element}
    </RequirePermission>
  );
  const list = guarded(
    'list',
    List ? <List declaration={declaration} /> : <ResourceList declaration={declaration} cells={cells} />,
  );
  const create = guarded(
    'create',
    Create ? (
      <Create declaration={declaration} />
    ) : (
      <ResourceForm key="create" declaration={declaration} mode="create" layout={form} />
    ),
  );
  return (
    <Routes>
      <Route index element={list} />
      <Route path="create" element={create} />
      <Route path="edit" element={create} />
      <Route
        path="edit/:id"
        element={guarded(
          'edit',
          Edit ? (
            <Edit declaration={declaration} />
          ) : (
            <ResourceForm key="edit" declaration={declaration} mode="edit" layout={form} />
          ),
        )}
      />
      <Route
        path={`${declaration.showSegment ?? 'show'}/:id`}
        element={guarded(
          'show',
          Show ? <Show declaration={declaration} /> : <ResourceShow declaration={declaration} />,
        )}
      />
      {unit.routes?.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={list} />
    </Routes>
  );
}

/**
 * A view of a unit: the generated list with the view's columns, filters and presets, the generated form under the
 * view's `form` path, and the view's own screens below it.
 */
export function ResourceViewRoutes({ unit, declaration, view }: UnitScreensProps & { view: ResourceView }) {
  const { form } = view;
  // The view's route guards its form as it guards the view's own screens (domain/auth/routes.ts).
  const formOf = (mode: 'create' | 'edit') => (
    <ResourceForm
      key={mode}
      declaration={declaration}
      mode={mode}
      layout={unit.form}
      returnPath={`/${view.route}`}
      savedLink={form?.savedLink}
    />
  );
  return (
    <Routes>
      <Route index element={<ResourceList declaration={declaration} cells={unit.cells} view={view} />} />
      {form && <Route path={form.path} element={formOf('create')} />}
      {form && <Route path={`${form.path}/:id`} element={formOf('edit')} />}
      {view.routes?.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<Navigate to={`/${view.route}`} replace />} />
    </Routes>
  );
}
