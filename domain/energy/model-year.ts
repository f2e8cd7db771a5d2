import type { CarrierUse } from './carriers.ts';
import type { EnergyConfig } from './config.ts';
import { householdUses, type HomeSpec } from './home.ts';
import { carrierYears, type CarrierYear, sumYears } from './operational.ts';
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
  costEur: number;
};

export function scaleHeating(uses: readonly CarrierUse[], heatingFactor: number): CarrierUse[] {
  return uses.map((u) => (u.endUse === 'heating' ? { ...u, kWh: u.kWh * heatingFactor } : u));
}

/** The uses with heating and cooling scaled by `factor` (the uncertain part of the model), for the ranges. */
export function scaleClimateUses(uses: readonly CarrierUse[], factor: number): CarrierUse[] {
  return uses.map((u) => (u.endUse === 'heating' || u.endUse === 'cooling' ? { ...u, kWh: u.kWh * factor } : u));
}

export function modelYear(home: HomeSpec, climate: SiteClimate, config: EnergyConfig, heatingFactor = 1): ModelYear {
  const simulation = simulateHome(home, climate);
  const uses = scaleHeating([...simulation.uses, ...householdUses(home)], heatingFactor);
  const carriers = carrierYears(uses, config);
  return { simulation, uses, carriers, ...sumYears(carriers) };
}
