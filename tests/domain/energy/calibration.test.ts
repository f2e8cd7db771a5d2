import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classFromRatio,
  classIndex,
  estimateEnergy,
  HEATING_FACTOR_RANGE,
  HEATING_SEASON_DAYS,
  homeFromAnswers,
  simulateHome,
  simulateReference,
  wizardAnswersSchema,
  type WizardAnswersInput,
} from '../../../domain/energy/index.ts';
import { answers, estimate, homeArbitrary } from './fixtures.ts';

/** Gas and electricity prices of the default configuration, written out here (euro/Sm³, kWh/Sm³, euro/kWh). */
const GAS_EUR_PER_SM3 = 1.0467;
const GAS_KWH_PER_SM3 = 9.79;

/** The euro of gas a bill must show for the home's heating to be `k` times the model (the Milano flat by default). */
function gasBillFor(k: number, overrides: Partial<WizardAnswersInput> = {}, city?: string): number {
  const model = estimate(overrides, city);
  const gas = model.carriers.find((c) => c.carrier === 'naturalGas');
  if (!gas) throw new Error('no gas');
  const heating = model.endUsesKwhYear.heating;
  return ((gas.kWhYear - heating + k * heating) / GAS_KWH_PER_SM3) * GAS_EUR_PER_SM3;
}

describe('calibrating with the bills', () => {
  it('keeps the class of the model when the gas bill matches it, and reports the bill as the gas cost', () => {
    const model = estimate();
    const bill = Math.round(gasBillFor(1));
    const e = estimate({ gasCost: bill });
    expect(e.energyClass).toBe(model.energyClass);
    expect(e.uncertainty.calibratedWithBills).toBe(true);
    expect(e.uncertainty.heatingBillRatio).toBeCloseTo(1, 1);
    expect(e.carriers.find((c) => c.carrier === 'naturalGas')).toMatchObject({ costEurYear: bill, fromBill: true });
  });

  it('follows a plausible lower bill for the yearly figures and lowers the class by at most one step', () => {
    const model = estimate();
    const e = estimate({ gasCost: gasBillFor(0.6) });
    expect(e.uncertainty.heatingBillRatio).toBeCloseTo(0.6, 2);
    expect(e.costEurYear).toBeLessThan(model.costEurYear);
    expect(e.co2KgYear).toBeLessThan(model.co2KgYear);
    expect(e.epglNren).toBeLessThan(model.epglNren);
    expect(classIndex(model.energyClass) - classIndex(e.energyClass)).toBeLessThanOrEqual(1);
    expect(e.uncertainty.modelEnergyClass).toBe(model.energyClass);
  });

  it('flags a gas bill far above the model and keeps the model for the class and the yearly figures', () => {
    const model = estimate();
    const e = estimate({ gasCost: gasBillFor(HEATING_FACTOR_RANGE.max * 1.5) });
    expect(e.energyClass).toBe(model.energyClass);
    expect(e.costEurYear).toBe(model.costEurYear);
    expect(e.uncertainty.level).toBe('high');
    const issue = e.uncertainty.inconsistencies.find((i) => i.code === 'billsAboveEstimate');
    expect(issue?.fields).toEqual(expect.arrayContaining(['gasCost', 'constructionYear', 'sqm']));
    expect(issue?.message).toMatch(/^La bolletta del gas indica per il riscaldamento circa 2,4 volte/);
  });

  it('flags a gas bill far below the model as a possible second home or partial heating', () => {
    const e = estimate({ gasCost: gasBillFor(HEATING_FACTOR_RANGE.min * 0.5) });
    const issue = e.uncertainty.inconsistencies.find((i) => i.code === 'billsBelowEstimate');
    expect(issue?.message).toMatch(/seconda casa/);
    expect(e.uncertainty.calibratedWithBills).toBe(false);
  });

  it('never calibrates the heating on a gas bill when the heating is centralised', () => {
    const e = estimate({ heatingManagement: 'centralized', hotWaterType: 'gasHeater', gasCost: 450 });
    expect(e.uncertainty.heatingBillRatio).toBeNull();
    expect(e.uncertainty.notes.some((n) => n.includes('centralizzato'))).toBe(true);
  });

  it('flags a large gas bill in a centralised flat as probably including the condominium share', () => {
    const e = estimate({ heatingManagement: 'centralized', hotWaterType: 'gasHeater', gasCost: 2500 });
    const issue = e.uncertainty.inconsistencies.find((i) => i.code === 'gasBillUnexpected');
    expect(issue?.message).toMatch(/quota condominiale/);
  });

  it('calibrates a heat pump on the electricity bill', () => {
    const model = estimate({ heatersType: 'heatPump' });
    const e = estimate({ heatersType: 'heatPump', powerCost: Math.round(model.costEurYear * 0.9) });
    expect(e.uncertainty.heatingBillRatio).not.toBeNull();
    expect(e.carriers.find((c) => c.carrier === 'electricity')?.fromBill).toBe(true);
  });

  it('stops at one class step when the calibrated envelope alone would move the class by two', () => {
    // An 80 m² 2010 house in Cagliari, gas boiler, no air conditioning: with k = 0.52 the envelope alone would go from
    // C to A.
    const house = {
      typology: 'detached',
      floors: 3,
      floor: 0,
      sqm: 80,
      constructionYear: 2010,
      roomsNumber: 4,
      windowsNumber: 0,
      doorWindowsNumber: 8,
      windowType: 'triple',
      coolingType: 'none',
    } as const;
    const home = homeFromAnswers(answers(house, 'Cagliari'));
    const climate = { degreeDays: 990, heatingDays: HEATING_SEASON_DAYS.C, zone: 'C' as const };
    const reference = simulateReference(home, climate).epNren;
    const modelClass = classFromRatio(simulateHome(home, climate).epNren / reference);
    const unclamped = classFromRatio(simulateHome(home, climate, Math.sqrt(0.52)).epNren / reference);
    expect(classIndex(modelClass) - classIndex(unclamped)).toBe(2);

    const e = estimate({ ...house, gasCost: gasBillFor(0.52, house, 'Cagliari') }, 'Cagliari');
    expect(e.uncertainty.heatingBillRatio).toBeCloseTo(0.52, 1);
    expect(e.uncertainty.modelEnergyClass).toBe(modelClass);
    expect(classIndex(modelClass) - classIndex(e.energyClass)).toBe(1);
  });

  it('moves the class by at most one step for any home and any bills', () => {
    fc.assert(
      fc.property(
        homeArbitrary,
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 20000 }),
        (home, gasCost, powerCost) => {
          const withoutBills = estimateEnergy(wizardAnswersSchema.parse(home));
          const withBills = estimateEnergy(wizardAnswersSchema.parse({ ...home, gasCost, powerCost }));
          if (!withoutBills.ok || !withBills.ok) throw new Error('estimate failed');
          const steps = Math.abs(
            classIndex(withBills.estimate.energyClass) - classIndex(withoutBills.estimate.energyClass),
          );
          expect(steps).toBeLessThanOrEqual(1);
          expect(withBills.estimate.uncertainty.modelEnergyClass).toBe(withoutBills.estimate.energyClass);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the class when the bills are implausible', () => {
    fc.assert(
      fc.property(homeArbitrary, fc.integer({ min: 15000, max: 20000 }), (home, gasCost) => {
        const plain = estimateEnergy(wizardAnswersSchema.parse(home));
        const result = estimateEnergy(wizardAnswersSchema.parse({ ...home, gasCost }));
        if (!plain.ok || !result.ok) throw new Error('estimate failed');
        if (result.estimate.uncertainty.calibratedWithBills) return;
        expect(result.estimate.energyClass).toBe(plain.estimate.energyClass);
        expect(result.estimate.uncertainty.inconsistencies.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('answers that do not fit together', () => {
  it('reports an unusual area per room, more bathrooms than rooms, capped glazing and recent single glazing', () => {
    const codes = (overrides: Parameters<typeof estimate>[0]) =>
      estimate(overrides).uncertainty.inconsistencies.map((i) => i.code);
    expect(codes({ sqm: 300, roomsNumber: 2 })).toContain('areaPerRoomUnusual');
    expect(codes({ roomsNumber: 2, bathroomsNumber: 3 })).toContain('bathroomsExceedRooms');
    expect(codes({ windowsNumber: 30 })).toContain('glazingCapped');
    expect(codes({ constructionYear: 2012 })).toContain('singleGlazingInRecentBuilding');
    expect(codes({})).toEqual([]);
  });

  it('explains in Italian and names the fields to check', () => {
    const issue = estimate({ roomsNumber: 2, bathroomsNumber: 3 }).uncertainty.inconsistencies[0];
    expect(issue).toEqual({
      code: 'bathroomsExceedRooms',
      fields: ['bathroomsNumber', 'roomsNumber'],
      message: 'Il numero di bagni supera quello dei locali: verifica i dati.',
    });
  });
});
