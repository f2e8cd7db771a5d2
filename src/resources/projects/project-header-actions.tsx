import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useNotification } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { finalProjectStatuses } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiWrite } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { projectEndpoints } from './projects-api.ts';

/**
 * Edit (while the project is not final) and delete (back office, after confirmation), as the server's permissions say.
 */
export function ProjectHeaderActions({ project, listPath }: { project: ProjectDetails; listPath: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const write = useApiWrite();
  const { open: notify } = useNotification();
  const editable = project.permissions.edit && !finalProjectStatuses.includes(project.status);

  const askDelete = async () => {
    await confirm({
      title: t('projects-screens.detail.deleteTitle'),
      text: t('projects-screens.detail.deleteText', { name: project.name }),
      yesText: t('crud.delete'),
      noText: t('projects-screens.actions.keep'),
      onConfirm: async () => {
        try {
          await write(projectEndpoints.remove, { params: { id: project.id } });
        } catch (error) {
          notify?.({ type: 'error', message: userMessageOf(error) });
          return;
        }
        notify?.({ type: 'success', message: t('projects-screens.detail.deleted', { name: project.name }) });
        void navigate(listPath);
      },
    });
  };

  if (!editable && !project.permissions.delete) return null;
  return (
    <Stack direction="row" spacing={1}>
      {editable && (
        <Button component={Link} to={`/projects/edit/${project.id}`} variant="outlined" startIcon={<EditOutlined />}>
          {t('crud.edit')}
        </Button>
      )}
      {project.permissions.delete && (
        <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={() => void askDelete()}>
          {t('crud.delete')}
        </Button>
      )}
    </Stack>
  );
}
