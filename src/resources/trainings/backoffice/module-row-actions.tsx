import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useDelete, type BaseRecord } from '@refinedev/core';
import { Link } from 'react-router';
import { trainingsApi } from '../../../../domain/api/trainings.ts';
import type { ResourceBlueprint } from '../../../../domain/resources/declaration.ts';
import { useConfirm } from '../../../components/shell/confirmation-context.ts';
import { useApiRead } from '../../../hooks/use-api.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { recordTitle } from '../../generic/declaration-view.ts';
import { resourceMeta } from '../../generic/resource-paths.ts';

/**
 * A module's edit, learner's preview and delete in the back office's list. Deleting a module with completions says
 * so first: its certificates stay verifiable.
 */
export function ModuleRowActions({ declaration, row }: { declaration: ResourceBlueprint; row: BaseRecord }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const read = useApiRead();
  const { mutateAsync: deleteOne } = useDelete();
  const id = String(row.id);
  const title = recordTitle(declaration, row);
  const askDelete = async () => {
    const figures = await read(trainingsApi.completions, { params: { id } });
    const text =
      figures.totalCompletions > 0
        ? t('trainings.deleteDialog.withCompletions', { title, count: figures.totalCompletions })
        : t('trainings.deleteDialog.text', { title });
    await confirm({
      title: t('trainings.deleteDialog.title'),
      text,
      yesText: t('trainings.delete'),
      destructive: true,
      onConfirm: () => deleteOne({ resource: declaration.name, id, meta: resourceMeta(declaration) }),
    });
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton
        size="small"
        component={Link}
        to={`/backoffice-training/module-form/${id}`}
        aria-label={t('trainings.editNamed', { title })}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        component={Link}
        to={`/backoffice-training/module-preview/${id}`}
        aria-label={t('trainings.previewNamed', { title })}
      >
        <VisibilityOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label={t('trainings.deleteNamed', { title })}
        onClick={() => void askDelete()}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Stack>
  );
}
