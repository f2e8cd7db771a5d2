import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AppModal } from '../../components/shell/app-modal.tsx';

export interface SaveViewDialogProps {
  open: boolean;
  onClose: () => void;
  onSave: (name: string, shared: boolean) => Promise<void>;
  /** The server's message when the save failed. */
  error?: string;
}

/** Asks the name of the view to save and whether anyone with its link may open it. */
export function SaveViewDialog({ open, onClose, onSave, error }: SaveViewDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onSave(name, shared);
      setName('');
      setShared(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal
      open={open}
      onClose={onClose}
      title={t('lists.views.saveTitle')}
      size="sm"
      actions={
        <>
          <Button onClick={onClose}>{t('lists.views.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit()}>
            {t('lists.views.confirmSave')}
          </Button>
        </>
      }
    >
      <Stack
        spacing={2}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('lists.views.saveHelp')}
        </Typography>
        <TextField
          label={t('lists.views.name')}
          value={name}
          required
          autoFocus
          fullWidth
          onChange={(event) => {
            setName(event.target.value);
          }}
          error={error !== undefined}
          helperText={error}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={shared}
              onChange={(event) => {
                setShared(event.target.checked);
              }}
            />
          }
          label={t('lists.views.shareLabel')}
        />
      </Stack>
    </AppModal>
  );
}
