import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { BaseRecord } from '@refinedev/core';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { recordTitle } from './declaration-view.ts';
import { resourcePaths } from './resource-paths.ts';
import type { ResourcePermissions } from './use-resource-permissions.ts';

export interface RowActionsProps {
  declaration: ResourceBlueprint;
  record: BaseRecord;
  permissions: ResourcePermissions;
  onDelete: (record: BaseRecord) => void;
}

/**
 * Show, edit and delete for one row, each only when `can()` allows it (edit and delete not on a row marked `editable:
 * false`).
 */
export function RowActions({ declaration, record, permissions, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const paths = resourcePaths(declaration);
  const title = recordTitle(declaration, record);
  const id = record.id ?? '';
  const label = (action: string) => t('crud.rowAction', { action: textFromData(t, `crud.${action}`), title });
  const editable = record.editable !== false;
  return (
    <Stack direction="row" spacing={0.5}>
      {permissions.show && (
        <Tooltip title={t('crud.show')}>
          <IconButton size="small" component={Link} to={paths.show(id)} aria-label={label('show')}>
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {permissions.edit && editable && (
        <Tooltip title={t('crud.edit')}>
          <IconButton size="small" component={Link} to={paths.edit(id)} aria-label={label('edit')}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {permissions.delete && editable && (
        <Tooltip title={t('crud.delete')}>
          <IconButton
            size="small"
            color="error"
            aria-label={label('delete')}
            onClick={() => {
              onDelete(record);
            }}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
