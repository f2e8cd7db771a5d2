import type { CarrierUse } from './carriers.ts';
import type { EnergyConfig } from './config.ts';
import { householdUses, type HomeSpec } from './home.ts';
import { carrierYears, type CarrierYear, sumYears } from './operational.ts';
import { COOLING_REAL_USE_FACTOR } from './cooling.ts';
import { EXPORT_EUR_PER_KWH, householdAfterPv } from './photovoltaics.ts';
import { simulateHome, type SiteClimate, type Simulation } from './simulate.ts';

/**
 * The modelled year of a home: heating, hot water, auxiliaries and household uses, with the heating uses scaled by
 * the bills' calibration factor k (1 without bills), priced and converted to CO2 by the configuration.
 */
export type ModelYear = {
  simulation: Simulation;
  uses: CarrierUse[];
  carriers: CarrierYear[];
  kWh: number;
  co2Kg: number;
  /** Cost of the energy bought, less what the exported photovoltaic electricity earns. */
  costEur: number;
  /** Photovoltaic electricity sold to the grid (kWh/year) and what it earns (euro/year). */
  pvExportKwh: number;
  pvExportEur: number;
};

export function scaleHeating(uses: readonly CarrierUse[], heatingFactor: number): CarrierUse[] {
  return uses.map((u) => (u.endUse === 'heating' ? { ...u, kWh: u.kWh * heatingFactor } : u));
}

/** The uses with heating and cooling scaled by `factor` (the uncertain part of the model), for the ranges. */
export function scaleClimateUses(uses: readonly CarrierUse[], factor: number): CarrierUse[] {
  return uses.map((u) => (u.endUse === 'heating' || u.endUse === 'cooling' ? { ...u, kWh: u.kWh * factor } : u));
}

/** The services as a household uses them: cooling at COOLING_REAL_USE_FACTOR of the standard schedule. */
export const realUse = (uses: readonly CarrierUse[]): CarrierUse[] =>
  uses.map((u) => (u.endUse === 'cooling' ? { ...u, kWh: u.kWh * COOLING_REAL_USE_FACTOR } : u));

export function modelYear(home: HomeSpec, climate: SiteClimate, config: EnergyConfig, heatingFactor = 1): ModelYear {
  const simulation = simulateHome(home, climate);
  const bought = scaleHeating([...realUse(simulation.uses), ...householdUses(home)], heatingFactor);
  const pv = home.pv ? householdAfterPv(bought, home.pv, simulation.pvProductionKwh) : null;
  const uses = pv ? pv.uses : bought;
  const carriers = carrierYears(uses, config);
  const totals = sumYears(carriers);
  const pvExportKwh = pv?.exportedKwh ?? 0;
  const pvExportEur = pvExportKwh * EXPORT_EUR_PER_KWH;
  return { simulation, uses, carriers, ...totals, costEur: totals.costEur - pvExportEur, pvExportKwh, pvExportEur };
}
