import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { rejectionSchema } from '../../../domain/schemas/subscriptions.ts';

interface RejectDialogProps {
  subscriber: string | null;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Asks the reason of a rejection (checked by the same schema as the server), which the subscriber will read. */
export function RejectDialog({ subscriber, busy, onCancel, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = rejectionSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onReject(parsed.data.reason);
  };
  return (
    <Dialog open={subscriber !== null} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="reject-title"
      slotProps={{ transition: { onExited: () => { setReason(''); setError(null); } } }}>
      <DialogTitle id="reject-title">{t('subscriptions.backoffice.rejectTitle', { name: subscriber ?? '' })}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth multiline minRows={2} margin="dense" label={t('subscriptions.backoffice.reason')}
          value={reason} onChange={(event) => { setReason(event.target.value); }} error={error !== null} helperText={error ?? ' '} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('buttons.cancel')}</Button>
        <Button color="error" variant="contained" onClick={submit} disabled={busy}>{t('subscriptions.backoffice.reject')}</Button>
      </DialogActions>
    </Dialog>
  );
}
