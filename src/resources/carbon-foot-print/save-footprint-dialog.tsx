import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { resourceEndpoints } from '../../../domain/api/resources.ts';
import type { FootprintInput } from '../../../domain/carbon/input.ts';
import { carbonFootprints } from '../../../domain/resources/carbon-footprints.ts';
import { referenceOptionsEndpoint } from '../../../domain/api/references.ts';
import { useApiMutation } from '../../hooks/use-api.ts';
import { fieldErrorsOf, userMessageOf } from '../../providers/api-errors.ts';
import { ReferencePicker } from '../generic/fields/reference-picker.tsx';

const footprints = resourceEndpoints(carbonFootprints);

/** The saved footprint the calculator reopened: `edit` updates it, `copy` saves a new one from its values. */
export type SavedFrom = { id: string; name: string; projectId: string | null; mode: 'edit' | 'copy' };

type Props = {
  input: FootprintInput;
  from: SavedFrom | null;
  open: boolean;
  onClose: () => void;
  onSaved: (id: string) => void;
};

/** Names the footprint, optionally puts it on a project, and saves it (the server computes it again). */
export function SaveFootprintDialog({ input, from, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(() => {
    if (from === null) return '';
    return from.mode === 'edit' ? from.name : t('carbon-foot-print.save.copyName', { name: from.name });
  });
  const [projectId, setProjectId] = useState<string | null>(from?.projectId ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useApiMutation(footprints.create);
  const update = useApiMutation(footprints.update);
  const editing = from?.mode === 'edit' ? from : null;
  const submit = async () => {
    setErrors({});
    setFailure(null);
    try {
      const body = { name, projectId, input };
      const saved = editing
        ? await update.mutateAsync({ params: { id: editing.id }, body })
        : await create.mutateAsync({ body });
      onSaved(saved.id);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(Object.fromEntries(fields.map(({ path, message }) => [path, message])));
      if (!fields.some(({ path }) => path === 'name' || path === 'projectId')) setFailure(userMessageOf(error));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="save-footprint-title">
      <DialogTitle id="save-footprint-title">{t('carbon-foot-print.save.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t('carbon-foot-print.save.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
            error={Boolean(errors.name)}
            helperText={errors.name}
            required
            autoFocus
          />
          <ReferencePicker
            path={referenceOptionsEndpoint(carbonFootprints, 'projectId')}
            label={t('carbon-foot-print.save.project')}
            value={projectId}
            onChange={(value) => {
              setProjectId(typeof value === 'string' ? value : null);
            }}
            error={errors.projectId}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('buttons.cancel')}</Button>
        <Button
          variant="contained"
          disabled={create.isPending || update.isPending}
          onClick={() => {
            void submit();
          }}
        >
          {t('carbon-foot-print.save.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
