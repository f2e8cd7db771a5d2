import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usePublicTexts } from '../../i18n/public-texts.tsx';

/** The wizard's buttons under the results: change the answers, or start over. */
export function ResultsActions({ onEdit, onRestart }: { onEdit: () => void; onRestart: () => void }) {
  const { t } = usePublicTexts();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
      <Button variant="outlined" size="large" onClick={onEdit} sx={{ flex: 1 }}>
        {t('wizard.actions.edit')}
      </Button>
      <Button variant="text" size="large" onClick={onRestart} sx={{ flex: 1 }}>
        {t('wizard.actions.restart')}
      </Button>
    </Stack>
  );
}
