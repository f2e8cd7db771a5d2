import { describe, expect, it } from 'vitest';
import { primaryEnergyNren, totalKwh } from '../../../domain/energy/carriers.ts';
import {
  buildEnvelope,
  GLAZING,
  MAX_WINDOW_SHARE,
  windowShare,
  windowSpecFor,
  type Position,
} from '../../../domain/energy/envelope.ts';
import { COOLING_SEASONAL_EFFICIENCY } from '../../../domain/energy/cooling.ts';
import { HYDRONIC_SUBSYSTEMS, PLANT_ERAS, plantEraFor, type PlantEra } from '../../../domain/energy/plant-era.ts';
import {
  deliveredEnergy,
  HEATERS,
  heatingEfficiency,
  referenceDeliveredEnergy,
  SOLAR_HOT_WATER_FRACTION,
  type SystemsSpec,
} from '../../../domain/energy/systems.ts';
import { archetypeByCode, archetypeHTr } from '../../../domain/energy/tabula.ts';
import { ageBandFor, selectArchetype, tabulaTypeFor } from '../../../domain/energy/typology.ts';

const AB05 = archetypeByCode('IT.MidClim.AB.05.Gen.ReEx.001.001');
const ownWindows = { windowShare: AB05.windowArea / AB05.aRef, window: { u: AB05.uWindow, g: AB05.gWindow } };
const hTrAt = (position: Position) => buildEnvelope({ archetype: AB05, position, ...ownWindows }).hTr;

describe('choosing the TABULA archetype', () => {
  it('maps the typology and the building height to SFH, TH, MFH or AB', () => {
    expect(tabulaTypeFor('detached', 2)).toBe('SFH');
    expect(tabulaTypeFor('semiDetached', 2)).toBe('TH');
    expect(tabulaTypeFor('apartment', 3)).toBe('MFH');
    expect(tabulaTypeFor('apartment', 4)).toBe('AB');
  });

  it('maps construction years to the TABULA age bands, inclusive of the last year', () => {
    const cases: [number, string][] = [
      [1900, '01'],
      [1901, '02'],
      [1945, '03'],
      [1960, '04'],
      [1975, '05'],
      [1976, '06'],
      [2005, '07'],
      [2006, '08'],
      [2015, '08'],
      [2016, 'referenceStandard'],
    ];
    for (const [year, band] of cases) expect(ageBandFor(year)).toBe(band);
    expect(selectArchetype('AB', 1972).code).toBe('IT.MidClim.AB.05.Gen.ReEx.001.001');
    expect(selectArchetype('SFH', 2020).code).toBe('IT.MidClim.SFH.08.Gen.ReEx.001.002');
  });
});

describe('the envelope of the home', () => {
  it('gives the TABULA building h_tr for the whole building with its own windows', () => {
    expect(hTrAt({ kind: 'average' })).toBeCloseTo(archetypeHTr(AB05), 10);
  });

  it('makes an intermediate flat lose less than the average and the top and ground flats more', () => {
    const middle = hTrAt({ kind: 'flat', top: false, ground: false });
    expect(middle).toBeLessThan(hTrAt({ kind: 'average' }));
    expect(hTrAt({ kind: 'flat', top: true, ground: false })).toBeGreaterThan(hTrAt({ kind: 'average' }));
    expect(hTrAt({ kind: 'flat', top: false, ground: true })).toBeGreaterThan(hTrAt({ kind: 'average' }));
  });

  it('adds up flat by flat to the whole building: top + ground + middle flats average to the TABULA value', () => {
    const n = AB05.nStorey;
    const top = hTrAt({ kind: 'flat', top: true, ground: false });
    const ground = hTrAt({ kind: 'flat', top: false, ground: true });
    const middle = hTrAt({ kind: 'flat', top: false, ground: false });
    expect((top + ground + (n - 2) * middle) / n).toBeCloseTo(archetypeHTr(AB05), 10);
  });

  it('gives a one-storey house more roof and floor per m² than a two-storey one', () => {
    const sfh = archetypeByCode('IT.MidClim.SFH.05.Gen.ReEx.001.001');
    const at = (storeys: number) =>
      buildEnvelope({ archetype: sfh, position: { kind: 'house', storeys }, windowShare: 0.12, window: GLAZING.single })
        .hTr;
    expect(at(1)).toBeGreaterThan(at(2));
    expect(at(2)).toBeGreaterThan(at(3));
  });

  it('caps the glazed share at a quarter of the floor', () => {
    expect(windowShare(5, 2, 90)).toBeCloseTo((5 * 1.6 + 2 * 2.4) / 90, 10);
    expect(windowShare(40, 10, 60)).toBe(MAX_WINDOW_SHARE);
  });

  it("uses the archetype's own windows when the answer matches them, and TABULA's replacement values otherwise", () => {
    expect(windowSpecFor('double', archetypeByCode('IT.MidClim.AB.06.Gen.ReEx.001.001'))).toEqual({ u: 3.7, g: 0.75 });
    expect(windowSpecFor('triple', AB05)).toEqual(GLAZING.triple);
  });

  it('lowers h_tr with insulation and better windows, never raises it', () => {
    const base = buildEnvelope({ archetype: AB05, position: { kind: 'average' }, ...ownWindows });
    const insulated = buildEnvelope({
      archetype: AB05,
      position: { kind: 'average' },
      ...ownWindows,
      retrofit: {
        wallU: 0.27,
        roofU: 0.24,
        floorU: 0.3,
        window: GLAZING.triple,
        maxHVe: 0.43,
        thermalBridgeFactor: 0.5,
      },
    });
    expect(insulated.hTr).toBeLessThan(base.hTr * 0.5);
    expect(insulated.hVe).toBe(0.43);
    const noChange = buildEnvelope({
      archetype: AB05,
      position: { kind: 'average' },
      ...ownWindows,
      retrofit: { wallU: 5 },
    });
    expect(noChange.hTr).toBeCloseTo(base.hTr, 10);
  });
});

const sys = (
  heater: SystemsSpec['heater'],
  hotWater: SystemsSpec['hotWater'],
  management: SystemsSpec['management'] = 'autonomous',
): SystemsSpec => ({
  heater,
  hotWater,
  management,
  cooling: 'none',
  era: 'from1991',
  solarShare: hotWater === 'solar' ? SOLAR_HOT_WATER_FRACTION : 0,
});

describe('delivered energy through the systems', () => {
  it('chains emission, control, distribution and generation as UNI/TS 11300-2 does, and adds pump electricity', () => {
    const spec = sys('gasBoiler', 'sameAsHeating');
    const s = HYDRONIC_SUBSYSTEMS.from1991;
    const eta = s.emission * s.control * s.distribution * HEATERS.gasBoiler.heating;
    expect(heatingEfficiency(spec)).toBeCloseTo(eta, 10);
    const { uses } = deliveredEnergy(7500, 1400, 0, spec);
    expect(totalKwh(uses, 'naturalGas', ['heating'])).toBeCloseTo(7500 / eta, 6);
    expect(totalKwh(uses, 'naturalGas', ['hotWater'])).toBeCloseTo(1400 / (HEATERS.gasBoiler.hotWater * 0.92), 6);
    expect(totalKwh(uses, 'electricity', ['auxiliaries'])).toBeCloseTo(150, 6);
  });

  it('gives an older plant a lower seasonal efficiency for the same generator', () => {
    const at = (era: PlantEra) => heatingEfficiency({ heater: 'condensingBoiler', management: 'autonomous', era });
    for (let i = 1; i < PLANT_ERAS.length; i++)
      expect(at(PLANT_ERAS[i] ?? 'from2016')).toBeGreaterThan(at(PLANT_ERAS[i - 1] ?? 'pre1976'));
    expect(plantEraFor(1975)).toBe('pre1976');
    expect(plantEraFor(1976)).toBe('from1976');
    expect(plantEraFor(2016)).toBe('from2016');
  });

  it('loses 5% more in a centralised system', () => {
    const own = deliveredEnergy(1000, 0, 0, sys('condensingBoiler', 'electricBoiler'));
    const shared = deliveredEnergy(1000, 0, 0, sys('condensingBoiler', 'electricBoiler', 'centralized'));
    expect(totalKwh(shared.uses, 'naturalGas') / totalKwh(own.uses, 'naturalGas')).toBeCloseTo(1 / 0.95, 10);
  });

  it('counts the ambient heat of a heat pump and the solar share of hot water as renewable', () => {
    const pump = deliveredEnergy(2800, 0, 0, sys('heatPump', 'sameAsHeating'));
    const eta = heatingEfficiency(sys('heatPump', 'sameAsHeating'));
    expect(totalKwh(pump.uses, 'electricity', ['heating'])).toBeCloseTo(2800 / eta, 6);
    expect(pump.renewableKwh).toBeCloseTo(2800 - 2800 / eta, 6);
    const solar = deliveredEnergy(0, 1000, 0, sys('condensingBoiler', 'solar'));
    expect(solar.renewableKwh).toBeCloseTo(600, 6);
    expect(totalKwh(solar.uses, 'naturalGas')).toBeCloseTo(400 / (HEATERS.condensingBoiler.hotWater * 0.92), 6);
  });

  it('cools with electricity at the seasonal efficiency of the system, and not at all without one', () => {
    const split = deliveredEnergy(0, 0, 500, { ...sys('gasBoiler', 'sameAsHeating'), cooling: 'splitUnits' });
    expect(totalKwh(split.uses, 'electricity', ['cooling'])).toBeCloseTo(
      500 / COOLING_SEASONAL_EFFICIENCY.splitUnits,
      6,
    );
    expect(split.renewableKwh).toBe(0);
    expect(deliveredEnergy(0, 0, 500, sys('gasBoiler', 'sameAsHeating')).uses).toEqual([]);
  });

  it('needs no pump electricity for electric heaters', () => {
    const { uses } = deliveredEnergy(1000, 0, 0, sys('electric', 'electricBoiler'));
    expect(totalKwh(uses, 'electricity', ['auxiliaries'])).toBe(0);
  });

  it('weighs carriers by their non-renewable primary-energy factors per m², cooling included', () => {
    expect(primaryEnergyNren(referenceDeliveredEnergy(900, 0, 0), 10)).toBeCloseTo((1000 * 1.05 + 18 * 1.95) / 10, 10);
    expect(primaryEnergyNren(referenceDeliveredEnergy(0, 0, 250), 10)).toBeCloseTo((100 * 1.95) / 10, 10);
    expect(primaryEnergyNren([{ carrier: 'electricity', endUse: 'appliances', kWh: 2000 }], 10)).toBe(0);
  });
});
