import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { ForbiddenNotice } from './forbidden-notice.tsx';
import { resourcePaths } from './resource-paths.ts';
import { useResourcePermissions, type ResourcePermissions } from './use-resource-permissions.ts';

export type ResourceAction = Exclude<keyof ResourcePermissions, 'loading'>;

/** Renders its screen only when `can()` allows the action; otherwise 'Non hai i permessi per questa azione'. */
export function RequirePermission({
  declaration,
  action,
  children,
}: {
  declaration: ResourceBlueprint;
  action: ResourceAction;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const permissions = useResourcePermissions(declaration);
  if (permissions.loading)
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('crud.loading')} />
      </Stack>
    );
  if (!permissions[action]) return <ForbiddenNotice listPath={resourcePaths(declaration).list} />;
  return children;
}
