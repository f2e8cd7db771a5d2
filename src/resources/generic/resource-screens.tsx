import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { RequirePermission } from './require-permission.tsx';
import { ResourceForm } from './resource-form.tsx';
import { ResourceList } from './resource-list.tsx';
import type { ResourceOverrides } from './resource-overrides.ts';
import { ResourceShow } from './resource-show.tsx';

const CreateForm = ({ declaration }: { declaration: ResourceDeclaration }) => <ResourceForm key="create" declaration={declaration} mode="create" />;
const EditForm = ({ declaration }: { declaration: ResourceDeclaration }) => <ResourceForm key="edit" declaration={declaration} mode="edit" />;

/**
 * The screens of a generated resource below its path: list, create (also `edit` without an id, the spec's `edit/:id?`),
 * edit/:id and show/:id, each behind `can()`; a resource folder may replace any of them.
 */
export function ResourceRoutes({ declaration, overrides = {} }: { declaration: ResourceDeclaration; overrides?: ResourceOverrides }) {
  const { list: List = ResourceList, show: Show = ResourceShow, create: Create = CreateForm, edit: Edit = EditForm } = overrides;
  const guarded = (action: 'list' | 'show' | 'create' | 'edit', element: ReactNode) =>
    <RequirePermission declaration={declaration} action={action}>{element}</RequirePermission>;
  return (
    <Routes>
      <Route index element={guarded('list', <List declaration={declaration} />)} />
      <Route path="create" element={guarded('create', <Create declaration={declaration} />)} />
      <Route path="edit" element={guarded('create', <Create declaration={declaration} />)} />
      <Route path="edit/:id" element={guarded('edit', <Edit declaration={declaration} />)} />
      <Route path="show/:id" element={guarded('show', <Show declaration={declaration} />)} />
      <Route path="*" element={guarded('list', <List declaration={declaration} />)} />
    </Routes>
  );
}
