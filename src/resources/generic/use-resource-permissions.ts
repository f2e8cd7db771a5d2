import { useMemo } from 'react';
import { useCan } from '@refinedev/core';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';

export interface ResourcePermissions {
  list: boolean;
  show: boolean;
  create: boolean;
  edit: boolean;
  delete: boolean;
  /** True until every answer of the access-control provider is in. */
  loading: boolean;
}

/** What the caller may do on a resource, from refine's `can()` (answered locally by the access-control provider). */
export function useResourcePermissions(declaration: ResourceBlueprint): ResourcePermissions {
  const resource = declaration.name;
  const list = useCan({ resource, action: 'list' });
  const show = useCan({ resource, action: 'show' });
  const create = useCan({ resource, action: 'create' });
  const edit = useCan({ resource, action: 'edit' });
  const remove = useCan({ resource, action: 'delete' });
  const loading = [list, show, create, edit, remove].some((answer) => answer.data === undefined);
  const [canList, canShow, canCreate, canEdit, canDelete] = [list, show, create, edit, remove].map(
    (answer) => answer.data?.can === true,
  );
  return useMemo(
    () => ({
      list: canList === true,
      show: canShow === true,
      create: canCreate === true,
      edit: canEdit === true,
      delete: canDelete === true,
      loading,
    }),
    [canList, canShow, canCreate, canEdit, canDelete, loading],
  );
}
