import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { projectRoleNames } from '../../../domain/projects/schemas.ts';
import { directoriesApi } from '../../../domain/api/directories.ts';
import { projectsApi } from '../../../domain/api/projects.ts';
import { useApiMutation } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { ReferencePicker } from '../generic/fields/reference-picker.tsx';

/**
 * "Associate to project" (spec section 2): a project the caller manages, searched on the server, and a role of the
 * catalogue, saved through the project roles call (POST /happyway/projects/{id}/roles), which checks again who may.
 */
export function AssociateProjectButton({ profileId, name }: { profileId: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [role, setRole] = useState<(typeof projectRoleNames)[number] | ''>('');
  const [saved, setSaved] = useState<string | null>(null);
  const assign = useApiMutation(projectsApi.assignRole);
  const close = () => {
    setOpen(false);
    assign.reset();
  };
  const save = () => {
    if (!projectId || role === '') return;
    assign.mutate(
      { params: { id: projectId }, body: { profileId, role } },
      {
        onSuccess: () => {
          setSaved(projectId);
          setOpen(false);
        },
      },
    );
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddLinkOutlined />}
        onClick={() => {
          setSaved(null);
          setOpen(true);
        }}
      >
        {t('directories.associate.open')}
      </Button>
      {saved && (
        <Alert
          severity="success"
          sx={{ position: 'fixed', bottom: 16, right: 16, zIndex: 1400 }}
          onClose={() => {
            setSaved(null);
          }}
        >
          {t('directories.associate.done', { name })}{' '}
          <Link to={`/projects/show/${saved}`}>{t('directories.associate.openProject')}</Link>
        </Alert>
      )}
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="associate-title">
        <DialogTitle id="associate-title">{t('directories.associate.title', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ReferencePicker
              path={directoriesApi.projectOptions}
              label={t('directories.associate.project')}
              value={projectId}
              required
              onChange={(value) => {
                setProjectId(typeof value === 'string' ? value : null);
              }}
            />
            <TextField
              select
              label={t('directories.associate.role')}
              value={role}
              required
              onChange={(event) => {
                setRole(projectRoleNames.find((roleName) => roleName === event.target.value) ?? '');
              }}
            >
              {projectRoleNames.map((roleName) => (
                <MenuItem key={roleName} value={roleName}>
                  {t(`projects-screens.roles.${roleName}`)}
                </MenuItem>
              ))}
            </TextField>
            {assign.isError && <Alert severity="error">{userMessageOf(assign.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('directories.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={!projectId || role === ''} loading={assign.isPending}>
            {t('directories.associate.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
