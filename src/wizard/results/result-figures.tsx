import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import { COST_PARTS } from '../../../domain/energy/cost-split.ts';
import type { EnergyEstimate } from '../../../domain/energy/estimate-types.ts';
import { formatCo2, formatEuro, formatNumber } from './format.ts';

function Figure({ label, value, range }: { label: string; value: string; range: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        <Box component="span" sx={{ display: 'block', fontSize: '1.6rem', fontWeight: 700 }}>
          {value}
        </Box>
        <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
          {range}
        </Box>
      </Typography>
    </Paper>
  );
}

/** Yearly CO2 and cost, then the index, the climate, the split by what the cost pays for and by energy carrier. */
export function ResultFigures({ estimate }: { estimate: EnergyEstimate }) {
  const { t } = usePublicTexts();
  return (
    <Box>
      <Box component="dl" sx={{ display: 'flex', gap: 1.5, m: 0 }}>
        <Figure
          label={t('wizard.results.co2')}
          value={formatCo2(estimate.co2KgYear)}
          range={t('wizard.results.range', {
            min: formatCo2(estimate.co2KgYearRange.min),
            max: formatCo2(estimate.co2KgYearRange.max),
          })}
        />
        <Figure
          label={t('wizard.results.cost')}
          value={formatEuro(estimate.costEurYear)}
          range={t('wizard.results.range', {
            min: formatEuro(estimate.costEurYearRange.min),
            max: formatEuro(estimate.costEurYearRange.max),
          })}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('wizard.results.details', {
          index: formatNumber(estimate.epglNren, 1),
          reference: formatNumber(estimate.epglNrenReference, 1),
          comune: `${estimate.comune.displayName} (${estimate.comune.province})`,
          zone: estimate.climateZone,
          degreeDays: formatNumber(estimate.degreeDays),
        })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 700 }} id="wizard-cost-split">
        {t('wizard.results.costSplit.title')}
      </Typography>
      <Box component="ul" aria-labelledby="wizard-cost-split" sx={{ pl: 2.5, my: 0.5, typography: 'body2' }}>
        {COST_PARTS.filter((part) => estimate.costSplitEurYear[part] > 0).map((part) => (
          <li key={part}>
            {t(`wizard.results.costSplit.${part}`, { euro: formatEuro(estimate.costSplitEurYear[part]) })}
          </li>
        ))}
        {estimate.pvExportEurYear > 0 && (
          <li>
            {t('wizard.results.costSplit.pvExport', {
              euro: estimate.pvExportEurYear,
              kWh: estimate.pvProductionKwhYear,
            })}
          </li>
        )}
      </Box>
      <Box component="ul" sx={{ pl: 2.5, my: 1, color: 'text.secondary', typography: 'body2' }}>
        {estimate.carriers.map((c) => (
          <li key={c.carrier}>
            {t('wizard.results.carrierLine', {
              carrier: t(`wizard.carriers.${c.carrier}`),
              quantity: `${formatNumber(c.quantity)} ${c.unit}`,
              cost: formatEuro(c.costEurYear),
              co2: formatCo2(c.co2KgYear),
            })}
            {c.fromBill ? ` ${t('wizard.results.fromBill')}` : ''}
          </li>
        ))}
      </Box>
    </Box>
  );
}
