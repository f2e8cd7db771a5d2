import { describe, expect, it } from 'vitest';
import { estimateEnergy, type WizardAnswersInput } from '../../../domain/energy/index.ts';
import { answers } from './fixtures.ts';

/** The five homes of the estimate's tests, from the 1970s Milano flat to the 2015 Palermo heat-pump house. */
const FIVE_HOMES: readonly (readonly [string, Partial<WizardAnswersInput>, string | undefined])[] = [
  ['1970s flat in Milano, gas boiler', {}, undefined],
  [
    '2015 heat-pump house in Palermo, no panels',
    {
      typology: 'detached',
      floors: 2,
      floor: 0,
      sqm: 140,
      constructionYear: 2015,
      windowType: 'doubleLowE',
      heatersType: 'heatPump',
      windowsNumber: 9,
      doorWindowsNumber: 3,
      photovoltaics: 'none',
    },
    'Palermo',
  ],
  [
    '2018 flat in Milano, condensing boiler',
    {
      sqm: 75,
      floor: 2,
      floors: 5,
      constructionYear: 2018,
      windowType: 'doubleLowE',
      heatersType: 'condensingBoiler',
    },
    undefined,
  ],
  [
    '1960 top-floor flat in Torino, centralised heating',
    { floor: 5, constructionYear: 1960, heatingManagement: 'centralized' },
    'Torino',
  ],
  [
    '1985 semi-detached house in Bari, oil boiler, electric water heater, other home',
    {
      typology: 'semiDetached',
      floors: 2,
      floor: 0,
      sqm: 120,
      constructionYear: 1985,
      windowType: 'double',
      heatersType: 'oilBoiler',
      hotWaterType: 'electricBoiler',
      residence: 'other',
    },
    'Bari',
  ],
];

describe('every scenario card shows what a renovation costs after incentives, or why it is not advised', () => {
  it.each(FIVE_HOMES)('%s', (_name, overrides, city) => {
    const result = estimateEnergy(answers(overrides, city), { today: '2025-06-01' });
    if (!result.ok) throw new Error(result.error.message);
    const { scenarios } = result.estimate;
    expect(scenarios.length).toBeGreaterThan(0);
    for (const s of scenarios) {
      expect(s.investmentEur.min).toBeGreaterThan(0);
      expect(s.netInvestmentEur.min).toBeLessThanOrEqual(s.investmentEur.min);
      if (s.incentive) {
        expect(s.incentive.legalSource).not.toBe('');
        // Each amount is rounded to hundreds of euro on its own.
        expect(Math.abs(s.netInvestmentEur.max - (s.investmentEur.max - s.incentive.eur.max))).toBeLessThanOrEqual(100);
      } else {
        expect(s.netInvestmentEur).toEqual(s.investmentEur);
      }
      if (s.advised) {
        expect(s.notAdvisedReason).toBeNull();
        if (s.paybackYears) expect(s.paybackYears.min).toBeCloseTo(s.netInvestmentEur.min / s.savingEurYear, 0);
      } else {
        expect(s.paybackYears).toBeNull();
        expect(s.notAdvisedReason).toMatch(/^Non conveniente per questa casa: /);
        expect(s.notAdvisedReason).toContain(`la classe resta ${result.estimate.uncertainty.modelEnergyClass}`);
      }
    }
  });

  it('advises photovoltaics to the Palermo house and not the insulation that would save a few euro a year', () => {
    const result = estimateEnergy(answers(FIVE_HOMES[1]?.[1], 'Palermo'), { today: '2025-06-01' });
    if (!result.ok) throw new Error(result.error.message);
    const byId = new Map(result.estimate.scenarios.map((s) => [s.id, s]));
    expect(byId.get('photovoltaics')?.advised).toBe(true);
    expect(byId.get('photovoltaicsWithBattery')?.incentive?.rate).toBe(0.5);
    expect(byId.get('wallInsulation')?.advised).toBe(false);
    expect(byId.get('roofAndFloorInsulation')?.advised).toBe(false);
  });
});
