import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { RequirePermission } from './require-permission.tsx';
import { ResourceForm } from './resource-form.tsx';
import { ResourceList } from './resource-list.tsx';
import { ResourceShow } from './resource-show.tsx';

/** The screens of a generated resource below its path: list, create, edit/:id and show/:id, each behind `can()`. */
export function ResourceRoutes({ declaration }: { declaration: ResourceDeclaration }) {
  const guarded = (action: 'list' | 'show' | 'create' | 'edit', element: ReactNode) =>
    <RequirePermission declaration={declaration} action={action}>{element}</RequirePermission>;
  return (
    <Routes>
      <Route index element={guarded('list', <ResourceList declaration={declaration} />)} />
      <Route path="create" element={guarded('create', <ResourceForm key="create" declaration={declaration} mode="create" />)} />
      <Route path="edit/:id" element={guarded('edit', <ResourceForm key="edit" declaration={declaration} mode="edit" />)} />
      <Route path="show/:id" element={guarded('show', <ResourceShow declaration={declaration} />)} />
      <Route path="*" element={guarded('list', <ResourceList declaration={declaration} />)} />
    </Routes>
  );
}
