import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classIndex,
  estimateEnergy,
  GLAZING,
  MAX_SCENARIOS,
  MEASURE_LIFE_YEARS,
  wizardAnswersSchema,
} from '../../../domain/energy/index.ts';
import { formatEuroRange } from '../../../domain/format.ts';
import { estimate, homeArbitrary } from './fixtures.ts';

describe('the renovation scenarios', () => {
  it('advises walls, windows, heat pump and a deep renovation for a 1970s middle-floor flat, advice first', () => {
    const scenarios = estimate().scenarios;
    expect(scenarios.filter((s) => s.advised).map((s) => s.id)).toEqual(
      expect.arrayContaining(['wallInsulation', 'newWindows', 'heatPump', 'deepRenovation']) as unknown,
    );
    expect(scenarios.map((s) => s.id)).toContain('condensingBoiler');
    const firstNotAdvised = scenarios.findIndex((s) => !s.advised);
    if (firstNotAdvised >= 0) expect(scenarios.slice(firstNotAdvised).every((s) => !s.advised)).toBe(true);
  });

  // A biomass generator costs little non-renewable energy (fP,nren 0.2), so in a mild climate insulation may add more
  // cooling than it saves heating: such a home, or one with triple glazing and a heat pump, may have fewer measures.
  it('offers between 3 and 8 scenarios for any home built before 2016 heated otherwise than by a heat pump or biomass', () => {
    fc.assert(
      fc.property(homeArbitrary, (home) => {
        fc.pre(home.heatersType !== 'heatPump' && home.heatersType !== 'biomass');
        const result = estimateEnergy(
          wizardAnswersSchema.parse({ ...home, constructionYear: Math.min(home.constructionYear, 2015) }),
        );
        if (!result.ok) throw new Error('estimate failed');
        expect(result.estimate.scenarios.length).toBeGreaterThanOrEqual(3);
        expect(result.estimate.scenarios.length).toBeLessThanOrEqual(MAX_SCENARIOS);
      }),
      { numRuns: 80 },
    );
  });

  it('offers only measures that lower the primary energy (an uncooled 1976 ground-floor flat with low-e glass)', () => {
    const result = estimate(
      {
        sqm: 183,
        floor: 0,
        floors: 2,
        constructionYear: 1976,
        roomsNumber: 1,
        windowsNumber: 6,
        doorWindowsNumber: 3,
        windowType: 'doubleLowE',
        heatersType: 'districtHeating',
        hotWaterType: 'gasHeater',
        coolingType: 'none',
      },
      'Bologna',
    );
    for (const scenario of result.scenarios) expect(scenario.epglNren).toBeLessThan(result.epglNren);
  });

  it('never makes the class worse; the deep renovation joins two measures or more and is at least as good as any single one', () => {
    fc.assert(
      fc.property(homeArbitrary, (home) => {
        const result = estimateEnergy(wizardAnswersSchema.parse(home));
        if (!result.ok) throw new Error('estimate failed');
        const { scenarios, epglNren, uncertainty } = result.estimate;
        const current = classIndex(uncertainty.modelEnergyClass);
        const deep = scenarios.find((s) => s.id === 'deepRenovation');
        for (const scenario of scenarios) {
          expect(classIndex(scenario.energyClass)).toBeLessThanOrEqual(current);
          expect(scenario.epglNren).toBeLessThanOrEqual(epglNren);
          if (deep) expect(deep.epglNren).toBeLessThanOrEqual(scenario.epglNren);
        }
        if (deep) expect(deep.description.split(/, | e /).length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 80 },
    );
  });

  it('builds the deep renovation from the measures that help: a biomass-heated, air-conditioned small house in Lampedusa', () => {
    const result = estimate(
      {
        typology: 'detached',
        sqm: 30,
        floor: 0,
        floors: 1,
        constructionYear: 1991,
        windowsNumber: 0,
        doorWindowsNumber: 3,
        windowType: 'triple',
        heatersType: 'biomass',
        hotWaterType: 'sameAsHeating',
        coolingType: 'heatPump',
      },
      'Lampedusa e Linosa',
    );
    const deep = result.scenarios.find((s) => s.id === 'deepRenovation');
    const singles = result.scenarios.filter((s) => s.id !== 'deepRenovation');
    expect(singles.map((s) => s.id).sort()).toEqual([
      'photovoltaics',
      'photovoltaicsWithBattery',
      'roofAndFloorInsulation',
      'solarHotWater',
      'wallInsulation',
    ]);
    expect(deep?.description).toBe(
      "Cappotto termico, isolamento di tetto e solaio, solare termico per l'acqua calda e impianto fotovoltaico.",
    );
    expect(deep?.epglNren).toBeLessThan(Math.min(...singles.map((s) => s.epglNren)));
  });

  it('offers no deep renovation that would only repeat a single measure (a 2016 gas-heated house in Lampedusa)', () => {
    const result = estimate(
      {
        typology: 'detached',
        sqm: 30,
        floor: 0,
        floors: 1,
        constructionYear: 2016,
        windowsNumber: 0,
        doorWindowsNumber: 1,
        windowType: 'triple',
        heatersType: 'gasBoiler',
        hotWaterType: 'solar',
        coolingType: 'none',
      },
      'Lampedusa e Linosa',
    );
    // Built to the 2014 rules, it has the photovoltaics they required (law-requirements.ts): only a battery is left.
    expect(result.scenarios.map((s) => s.id)).toEqual(['heatPump', 'condensingBoiler', 'photovoltaicsWithBattery']);
  });

  it('brings a 1970s flat to a much better class with a deep renovation, saving money and CO2', () => {
    const e = estimate();
    const deep = e.scenarios.find((s) => s.id === 'deepRenovation');
    expect(deep && classIndex(deep.energyClass)).toBeLessThanOrEqual(classIndex('C'));
    expect(deep?.savingEurYear).toBeGreaterThan(0);
    expect(deep?.savingCo2KgYear).toBeGreaterThan(0);
    expect(deep && deep.costEurYear + deep.savingEurYear).toBeCloseTo(e.costEurYear, -1);
  });

  it('gives an investment range and a simple payback after incentives (net cost over yearly saving), within the life of the measure', () => {
    for (const s of estimate().scenarios) {
      expect(s.investmentIsAssumption).toBe(true);
      expect(s.investmentEur.min).toBeGreaterThan(0);
      expect(s.investmentEur.max).toBeGreaterThanOrEqual(s.investmentEur.min);
      const years = s.netInvestmentEur.min / s.savingEurYear;
      if (years > MEASURE_LIFE_YEARS[s.id]) {
        expect(s.paybackYears).toBeNull();
      } else {
        expect(s.paybackYears?.min).toBeCloseTo(years, 0);
        expect(s.paybackYears?.max).toBeCloseTo(s.netInvestmentEur.max / s.savingEurYear, 0);
      }
    }
  });

  it('adds roof insulation for a top-floor flat and keeps at most eight scenarios, the heat-pump water heater not advised', () => {
    const scenarios = estimate({ floor: 5 }).scenarios;
    expect(scenarios.map((s) => s.id)).toEqual([
      'wallInsulation',
      'newWindows',
      'roofAndFloorInsulation',
      'heatPump',
      'condensingBoiler',
      'solarHotWater',
      'deepRenovation',
      'heatPumpWaterHeater',
    ]);
    const last = scenarios.at(-1);
    if (!last) throw new Error('no scenarios');
    expect(last.notAdvisedReason).toMatch(
      /^Non conveniente per questa casa: risparmia circa \d+\s€ l'anno, che in \d+ anni di vita dell'intervento non ripagano la spesa netta di /,
    );
    // The sentence's net cost reads as the card's own line, range and rounding alike.
    expect(last.notAdvisedReason).toContain(`spesa netta di ${formatEuroRange(last.netInvestmentEur)}, e`);
  });

  it('keeps the biomass generator: a heat pump would raise EPgl,nren', () => {
    const ids = estimate({ heatersType: 'biomass' }).scenarios.map((s) => s.id);
    expect(ids).not.toContain('heatPump');
  });

  it('does not offer a heat pump to a home that has one, nor new windows to triple glazing', () => {
    const ids = estimate({ heatersType: 'heatPump', windowType: 'triple' }).scenarios.map((s) => s.id);
    expect(ids).not.toContain('heatPump');
    expect(ids).not.toContain('newWindows');
    expect(ids).not.toContain('condensingBoiler');
  });

  it('cuts CO2 with the heat-pump scenario of a gas-heated home', () => {
    const pump = estimate().scenarios.find((s) => s.id === 'heatPump');
    expect(pump?.savingCo2KgYear).toBeGreaterThan(0);
  });
});

describe('measures that cannot pay back', () => {
  it('shows no payback, not centuries, for insulating a 2015 class-A house in Palermo, and names the window U it models', () => {
    const result = estimate(
      {
        typology: 'detached',
        floors: 2,
        floor: 0,
        sqm: 140,
        constructionYear: 2015,
        windowType: 'doubleLowE',
        heatersType: 'heatPump',
        windowsNumber: 10,
        doorWindowsNumber: 3,
      },
      'Palermo',
    );
    for (const scenario of result.scenarios) {
      if (scenario.paybackYears) expect(scenario.paybackYears.min).toBeLessThanOrEqual(MEASURE_LIFE_YEARS[scenario.id]);
    }
    const wall = result.scenarios.find((s) => s.id === 'wallInsulation');
    expect(wall?.paybackYears ?? null).toBeNull();
    const windows = result.scenarios.find((s) => s.id === 'newWindows');
    if (windows)
      expect(windows.description).toContain(`U della finestra ${String(GLAZING.triple.u).replace('.', ',')} W/m²K`);
  });
});
