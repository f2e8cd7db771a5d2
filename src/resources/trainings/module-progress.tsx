import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';

/** "x di y lezioni" with a bar. */
export function ModuleProgress({ completed, total }: { completed: number; total: number }) {
  const { t } = useTranslation();
  const label = t('trainings.progress', { completed, total });
  return (
    <Stack spacing={0.5}>
      <LinearProgress variant="determinate" value={total === 0 ? 0 : (completed / total) * 100} aria-label={label} />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}
