import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface DeleteNotificationDialogProps {
  /** The title of the notice to delete; null keeps the dialog closed. */
  title: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a notice is deleted for good: 'Elimina' confirms, 'Annulla', Escape or an outside click cancel. */
export function DeleteNotificationDialog({ title, busy, onConfirm, onCancel }: DeleteNotificationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={title !== null}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-notification-title"
      aria-describedby="delete-notification-description"
    >
      <DialogTitle id="delete-notification-title">{t('notifications-page.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-notification-description">
          {t('notifications-page.delete.description', { title: title ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{t('notifications-page.delete.cancel')}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={busy}>{t('notifications-page.delete.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
