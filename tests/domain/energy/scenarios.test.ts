import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classIndex, estimateEnergy, GLAZING, MEASURE_LIFE_YEARS, wizardAnswersSchema } from '../../../domain/energy/index.ts';
import { estimate, homeArbitrary } from './fixtures.ts';

describe('the renovation scenarios', () => {
  it('offers walls, windows, heat pump, condensing boiler and a deep renovation for a 1970s middle-floor flat', () => {
    expect(estimate().scenarios.map((s) => s.id)).toEqual([
      'wallInsulation', 'newWindows', 'heatPump', 'condensingBoiler', 'deepRenovation',
    ]);
  });

  // A home that already has triple glazing and a heat pump (or biomass) has fewer than three worthwhile measures;
  // so has one built to the 2016 requirements. The engine does not pad the list for them.
  it('offers between 3 and 5 scenarios for any home built before 2016 that has something left to improve', () => {
    fc.assert(
      fc.property(homeArbitrary, (home) => {
        fc.pre(home.windowType !== 'triple' || (home.heatersType !== 'heatPump' && home.heatersType !== 'biomass'));
        const result = estimateEnergy(wizardAnswersSchema.parse({ ...home, constructionYear: Math.min(home.constructionYear, 2015) }));
        if (!result.ok) throw new Error('estimate failed');
        expect(result.estimate.scenarios.length).toBeGreaterThanOrEqual(3);
        expect(result.estimate.scenarios.length).toBeLessThanOrEqual(5);
      }),
      { numRuns: 80 },
    );
  });

  it('offers only measures that lower the primary energy (an uncooled 1976 ground-floor flat with low-e glass)', () => {
    const result = estimate({
      sqm: 183, floor: 0, floors: 2, constructionYear: 1976, roomsNumber: 1, windowsNumber: 6, doorWindowsNumber: 3,
      windowType: 'doubleLowE', heatersType: 'districtHeating', hotWaterType: 'gasHeater', coolingType: 'none',
    }, 'Bologna');
    for (const scenario of result.scenarios) expect(scenario.epglNren).toBeLessThan(result.epglNren);
  });

  it('never makes the class worse, and the deep renovation is at least as good as any single measure', () => {
    fc.assert(
      fc.property(homeArbitrary, (home) => {
        const result = estimateEnergy(wizardAnswersSchema.parse(home));
        if (!result.ok) throw new Error('estimate failed');
        const current = classIndex(result.estimate.uncertainty.modelEnergyClass);
        const deep = result.estimate.scenarios.find((s) => s.id === 'deepRenovation');
        expect(deep).toBeDefined();
        for (const scenario of result.estimate.scenarios) {
          expect(classIndex(scenario.energyClass)).toBeLessThanOrEqual(current);
          expect(deep && classIndex(deep.energyClass)).toBeLessThanOrEqual(classIndex(scenario.energyClass));
        }
      }),
      { numRuns: 80 },
    );
  });

  it('brings a 1970s flat to a much better class with a deep renovation, saving money and CO2', () => {
    const e = estimate();
    const deep = e.scenarios.find((s) => s.id === 'deepRenovation');
    expect(deep && classIndex(deep.energyClass)).toBeLessThanOrEqual(classIndex('C'));
    expect(deep?.savingEurYear).toBeGreaterThan(0);
    expect(deep?.savingCo2KgYear).toBeGreaterThan(0);
    expect(deep && deep.costEurYear + deep.savingEurYear).toBeCloseTo(e.costEurYear, -1);
  });

  it('gives an investment range and a simple payback equal to investment over yearly saving, within the life of the measure', () => {
    for (const s of estimate().scenarios) {
      expect(s.investmentIsAssumption).toBe(true);
      expect(s.investmentEur.min).toBeGreaterThan(0);
      expect(s.investmentEur.max).toBeGreaterThanOrEqual(s.investmentEur.min);
      const years = s.investmentEur.min / s.savingEurYear;
      if (years > MEASURE_LIFE_YEARS[s.id]) {
        expect(s.paybackYears).toBeNull();
      } else {
        expect(s.paybackYears?.min).toBeCloseTo(years, 0);
        expect(s.paybackYears?.max).toBeCloseTo(s.investmentEur.max / s.savingEurYear, 0);
      }
    }
  });

  it('adds roof insulation for a top-floor flat and keeps at most five scenarios', () => {
    const ids = estimate({ floor: 5 }).scenarios.map((s) => s.id);
    expect(ids).toEqual(['wallInsulation', 'newWindows', 'roofAndFloorInsulation', 'heatPump', 'deepRenovation']);
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
    const result = estimate({
      typology: 'detached', floors: 2, floor: 0, sqm: 140, constructionYear: 2015, windowType: 'doubleLowE',
      heatersType: 'heatPump', windowsNumber: 10, doorWindowsNumber: 3,
    }, 'Palermo');
    for (const scenario of result.scenarios) {
      if (scenario.paybackYears) expect(scenario.paybackYears.min).toBeLessThanOrEqual(MEASURE_LIFE_YEARS[scenario.id]);
    }
    const wall = result.scenarios.find((s) => s.id === 'wallInsulation');
    expect(wall?.paybackYears ?? null).toBeNull();
    const windows = result.scenarios.find((s) => s.id === 'newWindows');
    if (windows) expect(windows.description).toContain(`U della finestra ${String(GLAZING.triple.u).replace('.', ',')} W/m²K`);
  });
});
