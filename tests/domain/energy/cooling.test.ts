import { describe, expect, it } from 'vitest';
import { CERTIFICATE_FIT } from '../../../domain/energy/certificate-fit.ts';
import {
  coolingNeedKwhM2,
  COOLING_MONTH_MEANS_C,
  COOLING_SET_POINT_C,
  type CoolingInput,
} from '../../../domain/energy/cooling.ts';

/** A flat of the 1990s: about 1.6 W/m²K of losses per m² of floor and TABULA-like glazing. */
const flat = (zone: CoolingInput['zone'], changes: Partial<CoolingInput> = {}): number =>
  coolingNeedKwhM2({
    hTr: 1.4,
    hVe: 0.255,
    qSolSummerZoneE: 30,
    summerSolarRatio: CERTIFICATE_FIT.summerSolarRatio,
    zone,
    ...changes,
  });

describe("cooling need: a monthly balance on each zone's measured May-October temperatures", () => {
  it('gives zone A (Lampedusa, a sea-tempered summer) less cooling than zone B (Reggio Calabria, hotter in July and August)', () => {
    const julyAugust = (zone: 'A' | 'B') =>
      (COOLING_MONTH_MEANS_C[zone][2] ?? 0) + (COOLING_MONTH_MEANS_C[zone][3] ?? 0);
    expect(julyAugust('A')).toBeLessThan(julyAugust('B'));
    expect(flat('A')).toBeLessThan(flat('B'));
  });

  it('gives the Alpine zone F the least cooling and never a negative need', () => {
    const needs = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((zone) => flat(zone));
    expect(Math.min(...needs)).toBe(flat('F'));
    expect(flat('F', { qSolSummerZoneE: 0 })).toBeGreaterThanOrEqual(0);
  });

  it('grows with the summer sun through the windows', () => {
    expect(flat('D', { qSolSummerZoneE: 40 })).toBeGreaterThan(flat('D'));
  });

  it('in a month hotter than the set point adds the heat coming in as well as the gains', () => {
    const hot = coolingNeedKwhM2({ hTr: 1, hVe: 0, qSolSummerZoneE: 0, summerSolarRatio: 0, zone: 'A' });
    expect(COOLING_SET_POINT_C).toBe(26);
    // July (26.1) and August (27.3) in zone A are above 26 °C: their inflow alone is (0.1 × 31 + 1.3 × 31) × 0.024 kWh.
    expect(hot).toBeGreaterThan((0.1 * 31 + 1.3 * 31) * 0.024);
  });
});
