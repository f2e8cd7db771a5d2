import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { declarationNamed } from '../../../domain/resources/registry.ts';
import { RequirePermission } from './require-permission.tsx';
import { ResourceForm } from './resource-form.tsx';
import { ResourceList } from './resource-list.tsx';
import { ResourceShow } from './resource-show.tsx';
import type { ResourceUnit, ResourceView } from './resource-unit.ts';

/**
 * The screens of a resource unit below its path: list, create (also `edit` without an id, the spec's `edit/:id?`),
 * edit/:id and show/:id, each behind `can()`; the unit's own screens replace the generated ones.
 */
export function ResourceRoutes({ unit }: { unit: ResourceUnit }) {
  const { screens = {}, cells, form } = unit;
  const declaration = declarationNamed(unit.name);
  const { list: List, show: Show, create: Create, edit: Edit } = screens;
  const guarded = (action: 'list' | 'show' | 'create' | 'edit', element: ReactNode) =>
    <RequirePermission declaration={declaration} action={action}>{element}</RequirePermission>;
  const list = guarded('list', List ? <List declaration={declaration} /> : <ResourceList declaration={declaration} cells={cells} />);
  const create = guarded('create', Create ? <Create declaration={declaration} /> : <ResourceForm key="create" declaration={declaration} mode="create" layout={form} />);
  return (
    <Routes>
      <Route index element={list} />
      <Route path="create" element={create} />
      <Route path="edit" element={create} />
      <Route path="edit/:id" element={guarded('edit', Edit ? <Edit declaration={declaration} /> : <ResourceForm key="edit" declaration={declaration} mode="edit" layout={form} />)} />
      <Route path={`${declaration.showSegment ?? 'show'}/:id`} element={guarded('show', Show ? <Show declaration={declaration} /> : <ResourceShow declaration={declaration} />)} />
      {unit.routes?.map(({ path, element }) => <Route key={path} path={path} element={element} />)}
      <Route path="*" element={list} />
    </Routes>
  );
}

/** A view of a unit: the generated list with the view's columns, filters and presets, and the view's own screens below it. */
export function ResourceViewRoutes({ unit, view }: { unit: ResourceUnit; view: ResourceView }) {
  return (
    <Routes>
      <Route index element={<ResourceList declaration={declarationNamed(unit.name)} cells={unit.cells} view={view} />} />
      {view.routes?.map(({ path, element }) => <Route key={path} path={path} element={element} />)}
      <Route path="*" element={<Navigate to={`/${view.route}`} replace />} />
    </Routes>
  );
}
