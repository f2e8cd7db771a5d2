import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../i18n/use-translation.ts';

/** A section's data on its way. */
export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('profile.loading')} sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress size={32} />
    </Box>
  );
}

/** A section that cannot show its data, or has none yet. */
export function SectionMessage({ severity, text }: { severity: 'error' | 'info'; text: string }) {
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {text}
    </Alert>
  );
}
