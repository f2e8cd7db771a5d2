import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENERGY_CONFIG,
  ENERGY_CLASS_DESCRIPTIONS,
  classIndex,
  energyConfigSchema,
  estimateEnergy,
  wizardAnswersSchema,
  type EnergyConfig,
  type EnergyEstimate,
} from '../../../domain/energy/index.ts';
import { answers, estimate, homeArbitrary } from './fixtures.ts';

const TORINO_1970S_FLAT = { constructionYear: 1970 } as const;

/** Every number that is money, CO2 or energy per year must be an integer; per-m² indices have one decimal. */
function expectRounded(e: EnergyEstimate): void {
  const integers = [
    e.co2KgYear,
    e.costEurYear,
    e.kWhYear,
    e.renewableKwhYear,
    ...Object.values(e.endUsesKwhYear),
    ...e.carriers.flatMap((c) => [c.kWhYear, c.co2KgYear, c.costEurYear]),
    ...e.scenarios.flatMap((s) => [
      s.costEurYear,
      s.co2KgYear,
      s.savingEurYear,
      s.savingCo2KgYear,
      s.investmentEur.min,
      s.investmentEur.max,
    ]),
  ];
  for (const value of integers) expect(Number.isInteger(value), String(value)).toBe(true);
  for (const value of [e.epglNren, e.epglNrenReference, e.heatingNeedKwhM2]) {
    expect(Math.round(value * 10) / 10).toBe(value);
  }
  expect(Math.round(e.ratio * 100) / 100).toBe(e.ratio);
}

describe('estimating a home', () => {
  it('rates a 1970s Torino flat with a standard gas boiler in the E-G range, with CO2 and cost', () => {
    const e = estimate(TORINO_1970S_FLAT, 'Torino');
    expect(['E', 'F', 'G']).toContain(e.energyClass);
    expect(e.climateZone).toBe('E');
    expect(e.degreeDays).toBe(2617);
    expect(e.co2KgYear).toBeGreaterThan(2000);
    expect(e.costEurYear).toBeGreaterThan(1000);
    expect(e.classDescription).toBe(ENERGY_CLASS_DESCRIPTIONS[e.energyClass]);
  });

  it('rates the same flat better with a heat pump and new windows', () => {
    const before = estimate(TORINO_1970S_FLAT, 'Torino');
    const after = estimate({ ...TORINO_1970S_FLAT, heatersType: 'heatPump', windowType: 'triple' }, 'Torino');
    expect(classIndex(after.energyClass)).toBeLessThan(classIndex(before.energyClass));
    expect(after.co2KgYear).toBeLessThan(before.co2KgYear);
  });

  it('gives a 1961-75 detached house in Torino the TABULA SFH.05 need with the certified old envelope and the standard 0.3 air changes an hour', () => {
    const e = estimate(
      {
        typology: 'detached',
        floors: 2,
        floor: 0,
        sqm: 156,
        constructionYear: 1968,
        windowsNumber: 12,
        doorWindowsNumber: 0,
      },
      'Torino',
    );
    expect(e.heatingNeedKwhM2).toBeLessThan(272.7 * (2 / 3));
    expect(e.heatingNeedKwhM2).toBeGreaterThan(272.7 / 3);
  });

  it('rates a 2010 house in Palermo with a heat pump in class A', () => {
    const e = estimate(
      {
        typology: 'detached',
        floors: 2,
        floor: 0,
        sqm: 140,
        constructionYear: 2010,
        windowType: 'doubleLowE',
        heatersType: 'heatPump',
        windowsNumber: 10,
        doorWindowsNumber: 3,
      },
      'Palermo',
    );
    expect(e.climateZone).toBe('B');
    expect(e.energyClass).toBe('A');
    expect(e.carriers.map((c) => c.carrier)).toEqual(['electricity']);
  });

  it('reports the climate zone, the comune and the archetype used', () => {
    const e = estimate({}, 'Milano');
    expect(e.comune).toEqual({ name: 'MILANO', displayName: 'Milano', province: 'MI', altitude: 122 });
    expect(e.archetype).toEqual({ code: 'IT.MidClim.AB.05.Gen.ReEx.001.001', type: 'AB' });
    expect(e.ratio).toBeCloseTo(e.epglNren / e.epglNrenReference, 1);
  });

  it('adds up the carriers to the yearly totals, within the rounding of each carrier', () => {
    const e = estimate();
    const sum = (pick: (c: EnergyEstimate['carriers'][number]) => number) =>
      e.carriers.reduce((a, c) => a + pick(c), 0);
    expect(Math.abs(sum((c) => c.costEurYear) - e.costEurYear)).toBeLessThanOrEqual(e.carriers.length);
    expect(Math.abs(sum((c) => c.co2KgYear) - e.co2KgYear)).toBeLessThanOrEqual(e.carriers.length);
  });

  it('rounds money, CO2 and energy to integers for any home', () => {
    fc.assert(
      fc.property(homeArbitrary, (input) => {
        const result = estimateEnergy(wizardAnswersSchema.parse(input));
        expect(result.ok).toBe(true);
        if (result.ok) expectRounded(result.estimate);
      }),
      { numRuns: 60 },
    );
  });

  it('fails with an Italian message on address.city when the comune is unknown or ambiguous', () => {
    const unknown = estimateEnergy(answers({}, 'Atlantide'));
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknownComune', path: ['address', 'city'] } });
    expect(!unknown.ok && unknown.error.message).toMatch(/Comune non trovato/);
    const ambiguous = estimateEnergy(answers({}, 'Castro'));
    expect(ambiguous).toMatchObject({ ok: false, error: { code: 'ambiguousComune' } });
    expect(!ambiguous.ok && ambiguous.error.candidates.map((c) => c.province).sort()).toEqual(['BG', 'LE']);
    const withProvince = estimateEnergy(
      answers({ address: { ...answers().address, city: 'Castro', province: 'LE', zip: '73030' } }),
    );
    expect(withProvince.ok && withProvince.estimate.climateZone).toBe('C');
  });
});

describe('the prices and emission factors configuration', () => {
  const doubled = (config: EnergyConfig): EnergyConfig => ({
    pricesDate: '2026-01-31',
    tariffs: {
      ...config.tariffs,
      naturalGas: { ...config.tariffs.naturalGas, eurPerUnit: config.tariffs.naturalGas.eurPerUnit * 2 },
    },
  });

  it('is a parameter: a dearer gas raises the cost of a gas-heated home but not its CO2 or class', () => {
    const base = estimate();
    const result = estimateEnergy(answers(), { config: doubled(DEFAULT_ENERGY_CONFIG) });
    if (!result.ok) throw new Error('estimate failed');
    expect(result.estimate.costEurYear).toBeGreaterThan(base.costEurYear * 1.4);
    expect(result.estimate.co2KgYear).toBe(base.co2KgYear);
    expect(result.estimate.energyClass).toBe(base.energyClass);
    expect(result.estimate.pricesDate).toBe('2026-01-31');
  });

  it('states the date the default prices refer to', () => {
    expect(estimate().pricesDate).toBe(DEFAULT_ENERGY_CONFIG.pricesDate);
  });

  it('validates a configuration read from storage, refusing a non-positive price', () => {
    expect(energyConfigSchema.safeParse(DEFAULT_ENERGY_CONFIG).success).toBe(true);
    const broken = {
      ...DEFAULT_ENERGY_CONFIG,
      tariffs: {
        ...DEFAULT_ENERGY_CONFIG.tariffs,
        electricity: { ...DEFAULT_ENERGY_CONFIG.tariffs.electricity, eurPerUnit: 0 },
      },
    };
    expect(energyConfigSchema.safeParse(broken).success).toBe(false);
  });
});
