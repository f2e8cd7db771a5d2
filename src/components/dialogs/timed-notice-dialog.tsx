import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface TimedNoticeDialogProps {
  open: boolean;
  title?: string;
  text: string;
  confirmText?: string;
  /** Closes by itself after this many milliseconds (spec section 8: 6000 at startup, 5000 for the session). */
  autoCloseMs: number;
  onClose: () => void;
}

/** A notice that the user can close with its button and that closes by itself after a while. */
export function TimedNoticeDialog({
  open,
  title,
  text,
  confirmText = 'OK',
  autoCloseMs,
  onClose,
}: TimedNoticeDialogProps) {
  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setTimeout(onClose, autoCloseMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [open, autoCloseMs, onClose]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={title ? 'timed-notice-title' : undefined}
      aria-describedby="timed-notice-text"
    >
      {title && <DialogTitle id="timed-notice-title">{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id="timed-notice-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus variant="contained">
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
