import Alert from '@mui/material/Alert';

export interface DismissibleFailureProps {
  /** What went wrong, in the server's or the screen's words; nothing is drawn without it. */
  message: string | null;
  /** Hides the message (its close button). */
  onDismiss: () => void;
}

/** An action's failure above or below the buttons that caused it, until the user closes it or tries again. */
export function DismissibleFailure({ message, onDismiss }: DismissibleFailureProps) {
  if (!message) return null;
  return (
    <Alert severity="error" onClose={onDismiss}>
      {message}
    </Alert>
  );
}
