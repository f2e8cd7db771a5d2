import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { z } from 'zod';

export interface ReasonDialogProps {
  /** Open while set; the title names it. */
  open: boolean;
  title: string;
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  confirmLabel: string;
  /** The same schema the server checks the reason with. */
  schema: z.ZodType<{ reason: string }>;
  busy: boolean;
  /** The server's answer to the last attempt, if it failed. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks the reason of a refusal (a rejection, a suspension), which the person concerned will read. */
export function ReasonDialog({
  open,
  title,
  label,
  hint,
  confirmLabel,
  schema,
  busy,
  error = null,
  onCancel,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = () => {
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onConfirm(parsed.data.reason);
  };
  const message = invalid ?? error;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setInvalid(null);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={label}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setInvalid(null);
          }}
          error={message !== null}
          helperText={message ?? hint ?? ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('buttons.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={submit} loading={busy} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
