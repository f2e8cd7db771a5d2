import { ENERGY_EMISSION_FACTORS, ITALIAN_HOUSEHOLD } from '../energy/emission-factors.ts';
import type { FootprintInput } from './input.ts';
import { applyRenovation, type RenovationResult } from './renovation.ts';
import { sourceUnit } from './sources.ts';
import { kgCo2eOf, kwhBySource, sourceLine, type SourceLine } from './use-emissions.ts';

export type Benchmark = {
  /** Yearly kg CO2e of ARERA's reference household at our factors. */
  householdKgCo2e: number;
  perPersonKgCo2e: number;
  /** The same household times the dwellings of the building: what the total is compared with. */
  buildingKgCo2e: number;
};

export type FootprintResult = {
  lines: SourceLine[];
  /** Yearly kg CO2e of the building's energy use (scope 1 and 2, location-based). */
  totalKgCo2e: number;
  perSqmKgCo2e: number;
  perPersonKgCo2e: number;
  /** Grid emissions the own photovoltaic production avoids, shown apart: it is not subtracted from the total. */
  photovoltaicAvoidedKgCo2e: number;
  benchmark: Benchmark;
  renovation: RenovationResult | null;
};

export function italianHouseholdKgCo2e(): number {
  const gasKwh = ITALIAN_HOUSEHOLD.naturalGasSm3 * sourceUnit('naturalGas').kWhPerUnit;
  return kgCo2eOf('electricity', ITALIAN_HOUSEHOLD.electricityKwh) + kgCo2eOf('naturalGas', gasKwh);
}

/** The carbon footprint of a home or a condominium from its yearly energy use (pure; the server recomputes with it). */
export function computeFootprint(input: FootprintInput): FootprintResult {
  const lines = input.consumption.map(sourceLine);
  const totalKgCo2e = lines.reduce((sum, line) => sum + line.kgCo2e, 0);
  const householdKgCo2e = italianHouseholdKgCo2e();
  return {
    lines,
    totalKgCo2e,
    perSqmKgCo2e: totalKgCo2e / input.heatedAreaSqm,
    perPersonKgCo2e: totalKgCo2e / input.occupants,
    photovoltaicAvoidedKgCo2e: input.photovoltaicKwh * ENERGY_EMISSION_FACTORS.electricity.kgCo2ePerKwh,
    benchmark: {
      householdKgCo2e,
      perPersonKgCo2e: householdKgCo2e / ITALIAN_HOUSEHOLD.members,
      buildingKgCo2e: householdKgCo2e * input.dwellings,
    },
    renovation: input.renovation ? applyRenovation(kwhBySource(lines), input.renovation) : null,
  };
}
