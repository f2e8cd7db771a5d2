import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { footprintGases, type FootprintResult } from '../../../../domain/carbon/footprint.ts';
import { formatEmissions, formatQuantity, formatYears } from '../../../../domain/carbon/format.ts';
import { italianElides } from '../../../../domain/format.ts';
import { FactorSourcesDialog } from './factor-sources-dialog.tsx';
import { RenovationChart, SourcesChart } from './footprint-charts.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

const k = 'carbon-foot-print';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Grid>
  );
}

/** The footprint at a glance: yearly total, per m² and per person, the chart by source and the renovation's balance. */
export function FootprintResultView({ result, dwellings }: { result: FootprintResult; dwellings: number }) {
  const { t } = useTranslation();
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const share =
    result.benchmark.buildingKgCo2e > 0
      ? Math.round((result.totalKgCo2e / result.benchmark.buildingKgCo2e) * 100)
      : null;
  const percent = share === null ? '—' : `${formatQuantity(share, 0)}%`;
  const renovation = result.renovation;
  const gases = footprintGases(result);
  return (
    <Stack spacing={2} aria-live="polite">
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            <Figure label={t(`${k}.result.total`)} value={formatEmissions(result.totalKgCo2e, gases.use)} />
            <Figure label={t(`${k}.result.perSqm`)} value={formatEmissions(result.perSqmKgCo2e, gases.use)} />
            <Figure label={t(`${k}.result.perPerson`)} value={formatEmissions(result.perPersonKgCo2e, gases.use)} />
            <Figure
              label={t(`${k}.result.benchmarkBuilding`, { count: dwellings })}
              value={formatEmissions(result.benchmark.buildingKgCo2e, gases.benchmark)}
            />
          </Grid>
          <Typography sx={{ mt: 1 }}>
            {t(share !== null && italianElides(share) ? `${k}.result.comparison_elided` : `${k}.result.comparison`, {
              percent,
            })}
          </Typography>
          {result.photovoltaicAvoidedKgCo2e > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t(`${k}.result.photovoltaicAvoided`, {
                value: formatEmissions(result.photovoltaicAvoidedKgCo2e, gases.photovoltaic),
              })}
            </Typography>
          )}
          <SourcesChart result={result} dwellings={dwellings} />
          <Button
            startIcon={<InfoOutlined />}
            onClick={() => {
              setSourcesOpen(true);
            }}
          >
            {t(`${k}.result.showSources`)}
          </Button>
        </CardContent>
      </Card>
      {renovation && (
        <SectionCard headingLevel="h3" title={t(`${k}.renovation.title`)}>
          <Grid container spacing={2}>
            <Figure label={t(`${k}.result.after`)} value={formatEmissions(renovation.afterKgCo2e, gases.use)} />
            <Figure label={t(`${k}.result.saved`)} value={formatEmissions(renovation.savedKgCo2ePerYear, gases.use)} />
            <Figure label={t(`${k}.result.works`)} value={formatEmissions(renovation.worksKgCo2e, gases.works)} />
            <Figure
              label={t(`${k}.result.payback`)}
              value={renovation.paybackYears === null ? t(`${k}.result.never`) : formatYears(renovation.paybackYears)}
            />
          </Grid>
          <RenovationChart before={result.totalKgCo2e} after={renovation.afterKgCo2e} gas={gases.use} />
        </SectionCard>
      )}
      <FactorSourcesDialog
        open={sourcesOpen}
        onClose={() => {
          setSourcesOpen(false);
        }}
      />
    </Stack>
  );
}
