import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { footprintGases, type FootprintResult } from '../../../../domain/carbon/footprint.ts';
import { formatEmissions } from '../../../../domain/carbon/format.ts';
import type { EmissionGas } from '../../../../domain/energy/emission-factors.ts';
import { formatNumber } from '../../../../domain/format.ts';

const k = 'carbon-foot-print';
const formatterOf = (gas: EmissionGas) => (value: number | null) => (value === null ? '' : formatEmissions(value, gas));
/** Axis ticks it-IT ("2.000"), not the library's default en-US. */
const tick = (value: number) => formatNumber(value, 0);

/** Emissions by source next to the Italian households of the same number of dwellings, in one glance. */
export function SourcesChart({ result, dwellings }: { result: FootprintResult; dwellings: number }) {
  const { t } = useTranslation();
  const gas = footprintGases(result).use;
  const dataset = [
    ...result.lines.map((line) => ({ label: t(`${k}.values.source.${line.source}`), kg: Math.round(line.kgCo2e) })),
    {
      label: t(`${k}.result.benchmarkBuilding`, { count: dwellings }),
      kg: Math.round(result.benchmark.buildingKgCo2e),
    },
  ];
  return (
    <BarChart
      dataset={dataset}
      layout="horizontal"
      xAxis={[{ valueFormatter: tick }]}
      // "Energia elettrica dalla rete" whole in the chart's 12 px labels.
      yAxis={[{ scaleType: 'band', dataKey: 'label', width: 175 }]}
      series={[
        {
          dataKey: 'kg',
          label: t(`${k}.result.bySource`, { gas }),
          valueFormatter: formatterOf(gas),
          color: '#2e7d32',
        },
      ]}
      height={Math.max(160, 48 * dataset.length + 60)}
      hideLegend
    />
  );
}

/** Yearly emissions today and after the works. */
export function RenovationChart({ before, after, gas }: { before: number; after: number; gas: EmissionGas }) {
  const { t } = useTranslation();
  return (
    <BarChart
      dataset={[
        { label: t(`${k}.result.before`), kg: Math.round(before) },
        { label: t(`${k}.result.after`), kg: Math.round(after) },
      ]}
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[{ valueFormatter: tick }]}
      series={[{ dataKey: 'kg', label: t(`${k}.result.total`), valueFormatter: formatterOf(gas), color: '#1565c0' }]}
      height={220}
      hideLegend
    />
  );
}
