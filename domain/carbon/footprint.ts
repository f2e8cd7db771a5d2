import { ENERGY_EMISSION_FACTORS, ITALIAN_HOUSEHOLD, type EmissionGas } from '../energy/emission-factors.ts';
import type { FootprintInput } from './input.ts';
import { applyRenovation, type RenovationResult } from './renovation.ts';
import { sourceUnit } from './sources.ts';
import { emissionGasOf, kgCo2eOf, kwhBySource, sourceLine, type SourceLine } from './use-emissions.ts';

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

/**
 * What each figure of a result counts, so that it says "kg CO2" where its factors are CO2 alone: the use (total, per
 * m², per person, before and after the works) by the factors of its sources; the Italian household (electricity and
 * gas) and the photovoltaic's avoided grid emissions by theirs; the works always CO2e (ICE and EPDs are
 * CO2-equivalent).
 */
export type FootprintGases = {
  use: EmissionGas;
  benchmark: EmissionGas;
  photovoltaic: EmissionGas;
  works: EmissionGas;
};

export function footprintGases(result: Pick<FootprintResult, 'lines'>): FootprintGases {
  return {
    use: emissionGasOf(result.lines.map((line) => line.source)),
    benchmark: emissionGasOf(['electricity', 'naturalGas']),
    photovoltaic: emissionGasOf(['electricity']),
    works: 'CO2e',
  };
}
