import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import type { SimilarHomes as SimilarHomesFacts } from '../../../domain/energy/similar-homes.ts';
import { italianElides } from '../../../domain/format.ts';
import { formatNumber } from './format.ts';

/** "Case simili": the home's index against the mean of the certificates of homes of its zone, period and size. */
export function SimilarHomes({ similar, epglNren }: { similar: SimilarHomesFacts; epglNren: number }) {
  const { t } = usePublicTexts();
  const period =
    similar.years.from === null
      ? t('wizard.similar.periodBefore', { year: String((similar.years.to ?? 0) + 1) })
      : similar.years.to === null
        ? t('wizard.similar.periodFrom', { year: String(similar.years.from) })
        : t('wizard.similar.periodBetween', { from: String(similar.years.from), to: String(similar.years.to) });
  const share = Math.abs(Math.round(similar.deviation * 100));
  const percent = formatNumber(share);
  const comparison =
    similar.comparison !== 'inLine' && italianElides(share)
      ? (`${similar.comparison}_elided` as const)
      : similar.comparison;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="wizard-similar" sx={{ mt: 2, p: 2 }}>
      <Typography id="wizard-similar" variant="h6" component="h2">
        {t('wizard.similar.title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('wizard.similar.text', {
          zone: similar.zone,
          period,
          area: similar.areaBand,
          mean: formatNumber(similar.meanEpglNren, 1),
          index: formatNumber(epglNren, 1),
        })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }}>
        {t(`wizard.similar.${comparison}`, { percent })}
      </Typography>
      {!similar.sizeInBand && (
        <Typography variant="body2" color="text.secondary">
          {t('wizard.similar.sizeOutside')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('wizard.similar.source')}
      </Typography>
    </Paper>
  );
}
