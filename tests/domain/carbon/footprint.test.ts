import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeFootprint,
  emissionGasOf,
  footprintGases,
  footprintInputSchema,
  formatEmissions,
  italianHouseholdKgCo2e,
  kwhConversionOf,
  sourceUnit,
  TARIFF_REQUIRED,
  type FootprintInputDraft,
} from '../../../domain/carbon/index.ts';
import { ENERGY_SOURCES } from '../../../domain/energy/emission-factors.ts';

const home = (draft: Partial<FootprintInputDraft> = {}) =>
  footprintInputSchema.parse({
    buildingKind: 'home',
    heatedAreaSqm: 100,
    occupants: 2,
    dwellings: 1,
    consumption: [],
    ...draft,
  });

const gas1000 = { source: 'naturalGas', entry: 'units', quantity: 1000 } as const;

describe('the carbon footprint of a year of energy use', () => {
  it('puts 1,000 Sm³ of natural gas at 1,971 kg CO2e (9.79 kWh/Sm³ at ISPRA 55.934 tCO2/TJ)', () => {
    const result = computeFootprint(home({ consumption: [gas1000] }));
    expect(result.totalKgCo2e).toBeCloseTo(1971.34, 1);
    expect(result.lines[0]).toMatchObject({
      source: 'naturalGas',
      quantity: 1000,
      unit: 'Sm³',
      kWh: 9790,
      fromEuro: null,
    });
  });

  it('puts 2,000 kWh from the grid at 514 kg and divides the total by area and occupants', () => {
    const result = computeFootprint(
      home({ consumption: [gas1000, { source: 'electricity', entry: 'units', quantity: 2000 }] }),
    );
    expect(result.lines[1]?.kgCo2e).toBeCloseTo(514, 6);
    expect(result.perSqmKgCo2e).toBeCloseTo((1971.3379 + 514) / 100, 3);
    expect(result.perPersonKgCo2e).toBeCloseTo((1971.3379 + 514) / 2, 3);
  });

  it('turns euro from the bills into units with the tariff: 1,500.00 € of gas at 104.67 c€/Sm³ is 1,433.07 Sm³', () => {
    const result = computeFootprint(
      home({ consumption: [{ source: 'naturalGas', entry: 'euro', amountCents: 150000, centsPerUnit: 104.67 }] }),
    );
    expect(result.lines[0]?.quantity).toBeCloseTo(1433.075, 2);
    expect(result.lines[0]?.fromEuro).toEqual({ amountCents: 150000, centsPerUnit: 104.67 });
    expect(result.totalKgCo2e).toBeCloseTo(1433.075 * 9.79 * 0.2013624, 1);
  });

  it('offers the wizard tariff as the default to turn euro into units (cents per unit)', () => {
    expect(sourceUnit('naturalGas').defaultCentsPerUnit).toBe(104.67);
    expect(sourceUnit('electricity').defaultCentsPerUnit).toBe(28.75);
    expect(sourceUnit('wood')).toMatchObject({ unit: 'kg', kWhPerUnit: 4 });
  });

  it("names the tariff's date as a day is written in Italian (GG/MM/AAAA)", () => {
    expect(sourceUnit('electricity').tariffSource).toBe('Prezzi del configuratore energetico al 30/11/2025');
  });

  it("compares with ARERA's reference household, times the dwellings of a condominium", () => {
    const household = 2000 * 0.257 + 1100 * 9.79 * 0.2013624;
    expect(italianHouseholdKgCo2e()).toBeCloseTo(household, 6);
    const result = computeFootprint(home({ buildingKind: 'condominium', dwellings: 12, occupants: 30 }));
    expect(result.benchmark.buildingKgCo2e).toBeCloseTo(household * 12, 6);
    expect(result.benchmark.perPersonKgCo2e).toBeCloseTo(household / 2.25, 6);
  });

  it('shows the grid emissions own panels avoid without taking them off the total', () => {
    const result = computeFootprint(home({ consumption: [gas1000], photovoltaicKwh: 3000 }));
    expect(result.photovoltaicAvoidedKgCo2e).toBeCloseTo(771, 6);
    expect(result.totalKgCo2e).toBeCloseTo(1971.34, 1);
  });
});

describe('a renovation: yearly savings, emissions of the works and their payback', () => {
  it('pays back 1,000 kg of EPS (3,290 kg CO2e) in 2.7 years with a heat pump replacing 1,000 Sm³ of gas', () => {
    const result = computeFootprint(
      home({
        consumption: [gas1000],
        renovation: {
          measures: [{ type: 'heatPump', scop: 3, replacedEfficiencyPercent: 90 }],
          materials: [{ kind: 'material', material: 'eps', kg: 1000 }],
        },
      }),
    );
    const heatPumpKg = ((9790 * 0.9) / 3) * 0.257;
    expect(result.renovation?.afterKgCo2e).toBeCloseTo(heatPumpKg, 6);
    expect(result.renovation?.savedKgCo2ePerYear).toBeCloseTo(1971.3379 - heatPumpKg, 3);
    expect(result.renovation?.worksKgCo2e).toBeCloseTo(3290, 6);
    expect(result.renovation?.paybackYears).toBeCloseTo(3290 / (1971.3379 - heatPumpKg), 3);
  });

  it('insulates before it converts, and lets panels and hand-entered savings follow', () => {
    const result = computeFootprint(
      home({
        consumption: [gas1000, { source: 'electricity', entry: 'units', quantity: 2000 }],
        renovation: {
          measures: [
            { type: 'manual', label: 'Illuminazione LED', savedKgCo2ePerYear: 50 },
            { type: 'photovoltaic', kWp: 3, yieldKwhPerKwp: 1300, selfConsumptionPercent: 40 },
            { type: 'heatPump', scop: 3, replacedEfficiencyPercent: 90 },
            { type: 'wallInsulation', heatingCutPercent: 30 },
          ],
          materials: [{ kind: 'epd', label: 'Pompa di calore 8 kW', kgCo2e: 900 }],
        },
      }),
    );
    expect(result.renovation?.measures.map((m) => m.type)).toEqual([
      'wallInsulation',
      'heatPump',
      'photovoltaic',
      'manual',
    ]);
    expect(result.renovation?.measures[0]?.savedKgCo2ePerYear).toBeCloseTo(1971.3379 * 0.3, 3);
    const electricity = 2000 + (9790 * 0.7 * 0.9) / 3 - 3 * 1300 * 0.4;
    expect(result.renovation?.afterKgCo2e).toBeCloseTo(electricity * 0.257 - 50, 6);
    expect(result.renovation?.worksKgCo2e).toBe(900);
  });

  it('has no payback when the works save nothing', () => {
    const result = computeFootprint(
      home({
        consumption: [{ source: 'electricity', entry: 'units', quantity: 1000 }],
        renovation: {
          measures: [{ type: 'wallInsulation', heatingCutPercent: 20 }],
          materials: [{ kind: 'material', material: 'stoneWool', kg: 500 }],
        },
      }),
    );
    expect(result.renovation).toMatchObject({ savedKgCo2ePerYear: 0, worksKgCo2e: 560, paybackYears: null });
  });
});

describe('bad input gets an Italian message on its field', () => {
  const issues = (draft: Record<string, unknown>) => {
    const parsed = footprintInputSchema.safeParse({
      buildingKind: 'home',
      heatedAreaSqm: 100,
      occupants: 2,
      dwellings: 1,
      consumption: [],
      ...draft,
    });
    return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('refuses a negative use', () => {
    expect(issues({ consumption: [{ source: 'lpg', entry: 'units', quantity: -5 }] })).toEqual([
      { path: 'consumption.0.quantity', message: 'Il valore deve essere maggiore o uguale a 0' },
    ]);
  });

  it('refuses a heated area of 0', () => {
    expect(issues({ heatedAreaSqm: 0 })).toEqual([
      { path: 'heatedAreaSqm', message: 'Il valore deve essere maggiore a 0' },
    ]);
  });

  it('refuses euro with no tariff', () => {
    expect(issues({ consumption: [{ source: 'naturalGas', entry: 'euro', amountCents: 120000 }] })).toEqual([
      { path: 'consumption.0.centsPerUnit', message: TARIFF_REQUIRED },
    ]);
  });

  it('refuses the same source twice', () => {
    expect(issues({ consumption: [gas1000, gas1000] })).toEqual([
      { path: 'consumption.1.source', message: 'Ogni fonte di energia può comparire una sola volta' },
    ]);
  });
});

describe('properties', () => {
  const useArbitrary = fc.uniqueArray(
    fc.record({ source: fc.constantFrom(...ENERGY_SOURCES), quantity: fc.double({ min: 0, max: 1e6, noNaN: true }) }),
    { selector: (u) => u.source, maxLength: ENERGY_SOURCES.length },
  );

  it('never gives less CO2 for more use of any source', () => {
    fc.assert(
      fc.property(
        useArbitrary,
        fc.nat({ max: 6 }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        (uses, pick, extra) => {
          const consumption = uses.map((u) => ({ ...u, entry: 'units' as const }));
          const more = consumption.map((u, i) =>
            i === pick % Math.max(1, uses.length) ? { ...u, quantity: u.quantity + extra } : u,
          );
          expect(computeFootprint(home({ consumption: more })).totalKgCo2e).toBeGreaterThanOrEqual(
            computeFootprint(home({ consumption })).totalKgCo2e,
          );
        },
      ),
    );
  });

  it('never leaves negative emissions after a renovation, whatever its measures', () => {
    fc.assert(
      fc.property(
        useArbitrary,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (uses, cut, manual) => {
          const result = computeFootprint(
            home({
              consumption: uses.map((u) => ({ ...u, entry: 'units' as const })),
              renovation: {
                measures: [
                  { type: 'roofInsulation', heatingCutPercent: cut },
                  { type: 'photovoltaic', kWp: 10, yieldKwhPerKwp: 1300, selfConsumptionPercent: 100 },
                  { type: 'manual', label: 'Altro', savedKgCo2ePerYear: manual },
                ],
                materials: [],
              },
            }),
          );
          expect(result.renovation?.afterKgCo2e).toBeGreaterThanOrEqual(0);
          expect(result.renovation?.savedKgCo2ePerYear).toBeLessThanOrEqual(result.totalKgCo2e + 1e-6);
        },
      ),
    );
  });

  it("turns Sm³ into kWh with ISPRA's net calorific value (35.253 GJ/1000 Sm³ = 9.79 kWh/Sm³) and says where it comes from", () => {
    const [gas, electricity] = computeFootprint(
      home({ consumption: [gas1000, { source: 'electricity', entry: 'units', quantity: 2000 }] }),
    ).lines;
    if (!gas || !electricity) throw new Error('two lines expected');
    expect(kwhConversionOf(gas)).toEqual({
      quantity: 1000,
      unit: 'Sm³',
      kWhPerUnit: 9.79,
      kWh: 9790,
      source: 'PCI 35,253 GJ/1000 Sm³, ISPRA, Tabella dei parametri standard nazionali (gas naturale), 2019',
    });
    expect(35.253 / 3.6).toBeCloseTo(sourceUnit('naturalGas').kWhPerUnit, 2);
    expect(kwhConversionOf(electricity)).toBeNull();
    for (const source of ENERGY_SOURCES) {
      const unit = sourceUnit(source);
      expect(unit.kWhPerUnitSource === null).toBe(unit.unit === 'kWh');
    }
  });

  it('says CO2 for figures whose factors count CO2 alone, CO2e as soon as one counts CO2-equivalent', () => {
    expect(emissionGasOf(['naturalGas', 'electricity', 'heatingOil', 'districtHeat'])).toBe('CO2');
    expect(emissionGasOf(['naturalGas', 'lpg'])).toBe('CO2e');
    expect(emissionGasOf(['wood'])).toBe('CO2e');
    expect(emissionGasOf([])).toBe('CO2');
    const gasOnly = computeFootprint(home({ consumption: [gas1000] }));
    expect(footprintGases(gasOnly)).toEqual({ use: 'CO2', benchmark: 'CO2', photovoltaic: 'CO2', works: 'CO2e' });
    expect(formatEmissions(gasOnly.totalKgCo2e, footprintGases(gasOnly).use)).toBe('1.971 kg CO2');
    const withPellets = computeFootprint(
      home({ consumption: [gas1000, { source: 'pellets', entry: 'units', quantity: 100 }] }),
    );
    expect(footprintGases(withPellets).use).toBe('CO2e');
  });
});
