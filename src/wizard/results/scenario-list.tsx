import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import type { EnergyClass } from '../../../domain/energy/classification.ts';
import type { ScenarioEstimate } from '../../../domain/energy/estimate-types.ts';
import { CLASS_COLORS } from './class-colors.ts';
import { formatCo2, formatEuroRange, formatNumber, formatYearsRange } from './format.ts';

function ClassBadge({ energyClass, label }: { energyClass: EnergyClass; label: string }) {
  const colors = CLASS_COLORS[energyClass];
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{
        px: 1.25,
        py: 0.25,
        borderRadius: 1,
        fontWeight: 700,
        bgcolor: colors.background,
        color: colors.text,
        whiteSpace: 'nowrap',
      }}
    >
      {energyClass}
    </Box>
  );
}

/** The incentive line of a card: name, rate and amount over its years, "da verificare" when the rule is not certain. */
function incentiveText(s: ScenarioEstimate, t: ReturnType<typeof usePublicTexts>['t']): string {
  const incentive = s.incentive;
  if (!incentive) return t('wizard.scenarios.noIncentive');
  const text = t('wizard.scenarios.incentiveValue', {
    name: incentive.name,
    rate: formatNumber(Math.round(incentive.rate * 100)),
    euro: formatEuroRange(incentive.eur),
    years: formatNumber(incentive.years),
  });
  return incentive.certain ? text : `${text} ${t('wizard.scenarios.toBeChecked')}`;
}

/**
 * "Class with improvements": each renovation scenario with its class, yearly savings, gross cost, incentive, net cost
 * and payback after the incentive; works that neither pay back nor improve the class say why they are not advised.
 */
export function ScenarioList({
  scenarios,
  currentClass,
}: {
  scenarios: readonly ScenarioEstimate[];
  currentClass: EnergyClass;
}) {
  const { t } = usePublicTexts();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {scenarios.map((s) => (
        <Card component="li" key={s.id} variant={s.advised ? 'elevation' : 'outlined'} data-advised={s.advised}>
          <CardContent>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="h6" component="h3">
                {s.title}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <ClassBadge
                  energyClass={currentClass}
                  label={t('wizard.scenarios.fromClass', { energyClass: currentClass })}
                />
                <span aria-hidden="true">→</span>
                <ClassBadge
                  energyClass={s.energyClass}
                  label={t('wizard.scenarios.toClass', { energyClass: s.energyClass })}
                />
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
              {s.description}
            </Typography>
            {!s.advised && s.notAdvisedReason && (
              <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
                {s.notAdvisedReason}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                // On a phone each figure goes under its label: beside it, the incentive's line wrapped word by word.
                gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
                columnGap: 1.5,
                rowGap: 0.25,
                typography: 'body2',
                '& dd': { m: 0, mb: { xs: 0.75, sm: 0 }, fontWeight: 600 },
              }}
            >
              <dt>{t('wizard.scenarios.saving')}</dt>
              <dd>{t('wizard.scenarios.savingValue', { euro: s.savingEurYear, co2: formatCo2(s.savingCo2KgYear) })}</dd>
              <dt>{t('wizard.scenarios.investment')}</dt>
              <dd>{formatEuroRange(s.investmentEur)}</dd>
              <dt>{t('wizard.scenarios.incentive')}</dt>
              <dd>
                {incentiveText(s, t)}
                {s.incentive && (
                  <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
                    {s.incentive.legalSource}
                  </Box>
                )}
              </dd>
              <dt>{t('wizard.scenarios.netInvestment')}</dt>
              <dd>{formatEuroRange(s.netInvestmentEur)}</dd>
              <dt>{t('wizard.scenarios.payback')}</dt>
              <dd>
                {s.paybackYears
                  ? t('wizard.scenarios.paybackValue', { years: formatYearsRange(s.paybackYears) })
                  : t('wizard.scenarios.noPayback')}
              </dd>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
