import { describe, expect, it } from 'vitest';
import { DEFAULT_ENERGY_CONFIG } from '../../../domain/energy/config.ts';
import {
  ENERGY_EMISSION_FACTORS,
  ENERGY_SOURCES,
  MATERIAL_EMISSION_FACTORS,
  MATERIALS,
} from '../../../domain/energy/emission-factors.ts';

describe('the one table of emission factors', () => {
  it('pins each energy factor (kg CO2e per kWh), so a change is one line there and one here', () => {
    expect(
      Object.fromEntries(ENERGY_SOURCES.map((s) => [s, Number(ENERGY_EMISSION_FACTORS[s].kgCo2ePerKwh.toFixed(5))])),
    ).toEqual({
      electricity: 0.257,
      naturalGas: 0.20136,
      lpg: 0.23,
      heatingOil: 0.26488,
      pellets: 0.03,
      wood: 0.03,
      districtHeat: 0.2038,
    });
  });

  it('pins each material factor (kg CO2e per kg, ICE v3.0)', () => {
    expect(Object.fromEntries(MATERIALS.map((m) => [m, MATERIAL_EMISSION_FACTORS[m].kgCo2ePerKg]))).toEqual({
      eps: 3.29,
      stoneWool: 1.12,
      glassWool: 1.35,
      aluminium: 13.1,
      steel: 1.55,
      pvc: 3.1,
      flatGlass: 1.44,
      softwood: 0.263,
      clayBrick: 0.213,
      plasterboard: 0.39,
      copper: 2.71,
    });
  });

  it("says what each energy factor counts: ISPRA's CO2 alone, DESNZ's and the biomass estimates CO2-equivalent", () => {
    expect(Object.fromEntries(ENERGY_SOURCES.map((s) => [s, ENERGY_EMISSION_FACTORS[s].gas]))).toEqual({
      electricity: 'CO2',
      naturalGas: 'CO2',
      lpg: 'CO2e',
      heatingOil: 'CO2',
      pellets: 'CO2e',
      wood: 'CO2e',
      districtHeat: 'CO2',
    });
  });

  it('gives every factor a source and a year', () => {
    for (const factor of [...Object.values(ENERGY_EMISSION_FACTORS), ...Object.values(MATERIAL_EMISSION_FACTORS)]) {
      expect(factor.source.length).toBeGreaterThan(10);
      expect(factor.year).toBeGreaterThanOrEqual(2019);
    }
  });

  it('is what the energy wizard prices CO2 with, carrier by carrier', () => {
    const { tariffs } = DEFAULT_ENERGY_CONFIG;
    expect(tariffs.naturalGas.kgCo2PerKwh).toBe(ENERGY_EMISSION_FACTORS.naturalGas.kgCo2ePerKwh);
    expect(tariffs.electricity.kgCo2PerKwh).toBe(ENERGY_EMISSION_FACTORS.electricity.kgCo2ePerKwh);
    expect(tariffs.lpg.kgCo2PerKwh).toBe(ENERGY_EMISSION_FACTORS.lpg.kgCo2ePerKwh);
    expect(tariffs.heatingOil.kgCo2PerKwh).toBe(ENERGY_EMISSION_FACTORS.heatingOil.kgCo2ePerKwh);
    expect(tariffs.biomass.kgCo2PerKwh).toBe(ENERGY_EMISSION_FACTORS.pellets.kgCo2ePerKwh);
    expect(tariffs.districtHeat.kgCo2PerKwh).toBe(ENERGY_EMISSION_FACTORS.districtHeat.kgCo2ePerKwh);
  });
});
