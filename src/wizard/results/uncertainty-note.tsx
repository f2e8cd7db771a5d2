import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import type { EstimateUncertainty } from '../../../domain/energy/estimate-types.ts';

/** How sure the estimate is: the engine's notes (neighbour class, bills) and the answers that look inconsistent. */
export function UncertaintyNote({ uncertainty }: { uncertainty: EstimateUncertainty }) {
  const { t } = usePublicTexts();
  return (
    <Alert severity={uncertainty.level === 'high' ? 'warning' : 'info'} sx={{ '& ul': { pl: 2.5, my: 0.5 } }}>
      <AlertTitle>{t(`wizard.results.uncertainty.${uncertainty.level}`)}</AlertTitle>
      <ul>
        {uncertainty.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {uncertainty.inconsistencies.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <strong>{t('wizard.results.uncertainty.checkAnswers')}</strong>
          <ul>
            {uncertainty.inconsistencies.map((issue) => (
              <li key={issue.code}>{issue.message}</li>
            ))}
          </ul>
        </Box>
      )}
    </Alert>
  );
}
