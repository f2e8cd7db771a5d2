import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FootprintResult } from '../../../../domain/carbon/footprint.ts';
import { formatKgCo2e, formatQuantity, formatYears } from '../../../../domain/carbon/format.ts';
import { italianElides } from '../../../../domain/format.ts';
import { FactorSourcesDialog } from './factor-sources-dialog.tsx';
import { RenovationChart, SourcesChart } from './footprint-charts.tsx';

const k = 'carbon-foot-print';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h6" component="p">{value}</Typography>
    </Grid>
  );
}

/** The footprint at a glance: yearly total, per m² and per person, the chart by source and the renovation's balance. */
export function FootprintResultView({ result, dwellings }: { result: FootprintResult; dwellings: number }) {
  const { t } = useTranslation();
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const share = result.benchmark.buildingKgCo2e > 0 ? Math.round((result.totalKgCo2e / result.benchmark.buildingKgCo2e) * 100) : null;
  const percent = share === null ? '—' : `${formatQuantity(share, 0)}%`;
  const renovation = result.renovation;
  return (
    <Stack spacing={2} aria-live="polite">
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            <Figure label={t(`${k}.result.total`)} value={formatKgCo2e(result.totalKgCo2e)} />
            <Figure label={t(`${k}.result.perSqm`)} value={formatKgCo2e(result.perSqmKgCo2e)} />
            <Figure label={t(`${k}.result.perPerson`)} value={formatKgCo2e(result.perPersonKgCo2e)} />
            <Figure label={t(`${k}.result.benchmarkBuilding`, { count: dwellings })} value={formatKgCo2e(result.benchmark.buildingKgCo2e)} />
          </Grid>
          <Typography sx={{ mt: 1 }}>{t(share !== null && italianElides(share) ? `${k}.result.comparison_elided` : `${k}.result.comparison`, { percent })}</Typography>
          {result.photovoltaicAvoidedKgCo2e > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t(`${k}.result.photovoltaicAvoided`, { value: formatKgCo2e(result.photovoltaicAvoidedKgCo2e) })}
            </Typography>
          )}
          <SourcesChart result={result} dwellings={dwellings} />
          <Button startIcon={<InfoOutlined />} onClick={() => { setSourcesOpen(true); }}>{t(`${k}.result.showSources`)}</Button>
        </CardContent>
      </Card>
      {renovation && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3">{t(`${k}.renovation.title`)}</Typography>
            <Grid container spacing={2}>
              <Figure label={t(`${k}.result.after`)} value={formatKgCo2e(renovation.afterKgCo2e)} />
              <Figure label={t(`${k}.result.saved`)} value={formatKgCo2e(renovation.savedKgCo2ePerYear)} />
              <Figure label={t(`${k}.result.works`)} value={formatKgCo2e(renovation.worksKgCo2e)} />
              <Figure label={t(`${k}.result.payback`)}
                value={renovation.paybackYears === null ? t(`${k}.result.never`) : formatYears(renovation.paybackYears)} />
            </Grid>
            <RenovationChart before={result.totalKgCo2e} after={renovation.afterKgCo2e} />
          </CardContent>
        </Card>
      )}
      <FactorSourcesDialog open={sourcesOpen} onClose={() => { setSourcesOpen(false); }} />
    </Stack>
  );
}
