import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { memberRejectionSchema } from '../../../domain/schemas/network.ts';

interface MemberRejectDialogProps {
  /** Whose request is rejected; the dialog is closed when null. */
  name: string | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Asks why a request to join is rejected (the same schema as the server); the member reads it in the e-mail. */
export function MemberRejectDialog({ name, busy, error, onCancel, onReject }: MemberRejectDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = () => {
    const parsed = memberRejectionSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onReject(parsed.data.reason);
  };
  const message = invalid ?? error;
  return (
    <Dialog open={name !== null} onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm" aria-labelledby="member-reject-title"
      slotProps={{ transition: { onExited: () => { setReason(''); setInvalid(null); } } }}>
      <DialogTitle id="member-reject-title">{t('network.toApprove.rejectTitle', { name: name ?? '' })}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth multiline minRows={3} margin="dense" label={t('network.toApprove.reason')}
          value={reason} onChange={(event) => { setReason(event.target.value); setInvalid(null); }}
          error={message !== null} helperText={message ?? t('network.toApprove.reasonHint')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{t('buttons.cancel')}</Button>
        <Button color="error" variant="contained" onClick={submit} loading={busy} disabled={busy}>{t('network.toApprove.reject')}</Button>
      </DialogActions>
    </Dialog>
  );
}
