import Alert from '@mui/material/Alert';

/** A section that cannot show its data, or has none yet. */
export function SectionMessage({ severity, text }: { severity: 'error' | 'info'; text: string }) {
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {text}
    </Alert>
  );
}
