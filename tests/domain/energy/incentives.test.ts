import { describe, expect, it } from 'vitest';
import { bestIncentive, DEFAULT_INCENTIVE_RULES } from '../../../domain/energy/incentives.ts';
import { estimateEnergy } from '../../../domain/energy/index.ts';
import { answers } from './fixtures.ts';

const spend = { min: 10000, max: 20000 };

describe('incentive rules as data', () => {
  it('takes the deduction valid on the day, with the first-home or the other-home rate, over ten years', () => {
    const main = bestIncentive(DEFAULT_INCENTIVE_RULES, 'wallInsulation', spend, 'main', '2025-06-01');
    expect(main).toMatchObject({ rate: 0.5, years: 10, certain: true, eur: { min: 5000, max: 10000 } });
    expect(main?.legalSource).toContain('art. 16-bis');
    expect(bestIncentive(DEFAULT_INCENTIVE_RULES, 'wallInsulation', spend, 'other', '2025-06-01')?.rate).toBe(0.36);
    expect(bestIncentive(DEFAULT_INCENTIVE_RULES, 'wallInsulation', spend, 'main', '2027-03-01')?.rate).toBe(0.36);
    expect(bestIncentive(DEFAULT_INCENTIVE_RULES, 'wallInsulation', spend, 'other', '2027-03-01')?.rate).toBe(0.3);
  });

  it('says "to be checked" where the rate is not certain (2026), and caps the spend at the ceiling', () => {
    const rule = bestIncentive(
      DEFAULT_INCENTIVE_RULES,
      'photovoltaics',
      { min: 100000, max: 200000 },
      'main',
      '2026-05-01',
    );
    expect(rule).toMatchObject({ certain: false, eur: { min: 48000, max: 48000 } });
  });

  it('gives a fossil boiler no deduction from 2025, and a heat pump the better of deduction and Conto Termico', () => {
    expect(bestIncentive(DEFAULT_INCENTIVE_RULES, 'condensingBoiler', spend, 'main', '2025-06-01')).toBeNull();
    expect(bestIncentive(DEFAULT_INCENTIVE_RULES, 'heatPump', spend, 'main', '2025-06-01')?.kind).toBe('taxDeduction');
    expect(bestIncentive(DEFAULT_INCENTIVE_RULES, 'heatPump', spend, 'other', '2025-06-01')).toMatchObject({
      kind: 'contoTermico',
      certain: false,
    });
  });

  it('reads the rules and the day it is given, and none without rules', () => {
    const home = answers({ residence: 'other' });
    const result = estimateEnergy(home, { today: '2025-06-01' });
    const none = estimateEnergy(home, { today: '2025-06-01', incentives: [] });
    if (!result.ok || !none.ok) throw new Error('estimate failed');
    const wall = result.estimate.scenarios.find((s) => s.id === 'wallInsulation');
    expect(wall?.incentive?.rate).toBe(0.36);
    expect(result.estimate.residence).toBe('other');
    for (const s of none.estimate.scenarios) {
      expect(s.incentive).toBeNull();
      expect(s.netInvestmentEur).toEqual(s.investmentEur);
    }
  });
});
