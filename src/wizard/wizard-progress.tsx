import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { usePublicTexts } from '../i18n/public-texts.tsx';

/** "Passo 3 di 9" and a bar: where the visitor is among the question steps. */
export function WizardProgress({ current, total }: { current: number; total: number }) {
  const { t } = usePublicTexts();
  const label = t('wizard.progress', { current, total });
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(current / total) * 100}
        aria-label={label}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
