import type { ClimateZone } from './climate.ts';
import { HEAT_CAPACITY_WH_M2K, INTERNAL_GAINS_W_M2, KWH_PER_W_KELVIN_DAY } from './heat-balance.ts';

/**
 * Cooling need and cooling systems. EPgl,nren of homes includes EPC,nren whenever the home has a cooling system
 * (DM 26/06/2015 Linee guida; energy-model.md §1.1); the ENEA SIAPE report finds summer cooling in certified homes
 * made almost only by air-source electric machines (> 96%, mostly split units) [V energy-model.md §4.1 source,
 * https://123dok.org/article/involucro-edilizio-componenti-opache-verticali.yevno157].
 *
 * Need: seasonal balance of EN ISO 13790 §12 (the method UNI/TS 11300-1 adapts), per m² of floor:
 *   q_C,ht = (h_tr + h_ve) × 0.024 × (θ_C − θ_e) × d_C,   q_C,gn = q_int + q_sol,C
 *   q_C,nd = q_C,gn − η_C,ls × q_C,ht,  η_C,ls = (1 − γ^−a) / (1 − γ^−(a+1)),  γ = q_C,gn / q_C,ht,  a = 1 + τ / 15
 * with θ_C = 26 °C (UNI/TS 11300-1 set point for cooling [U, recalled]).
 */

export const COOLING_SET_POINT_C = 26;

/**
 * Cooling season by zone: length (days) and mean outdoor temperature over it (°C). [A] rounded from the June-September
 * climate of each zone's reference towns (Palermo, Napoli, Roma, Milano, Cuneo); UNI 10349 monthly data were not
 * transcribed; the lengths grow southwards [A]. Zone A keeps the longest season, with the June-September mean of
 * Lampedusa's monthly means (June 22.5, July 25, August 26.5, September 25 °C) [3P:
 * https://www.climieviaggi.it/clima/italia/lampedusa]: a sea-moderated summer, not hotter than zone B's.
 */
export const COOLING_SEASON: Readonly<Record<ClimateZone, { days: number; meanOutdoorC: number }>> = {
  A: { days: 153, meanOutdoorC: 24.75 },
  B: { days: 138, meanOutdoorC: 25 },
  C: { days: 122, meanOutdoorC: 24.5 },
  D: { days: 107, meanOutdoorC: 23.5 },
  E: { days: 92, meanOutdoorC: 22.5 },
  F: { days: 61, meanOutdoorC: 19.5 },
};

/**
 * Daily summer solar gains relative to TABULA's daily heating-season gains through the windows of zone E
 * (q_sol,E / 174 days). FITTED on the certificate cells of zones B and E only (certificate-statistics.ts; procedure at
 * CERTIFIED_OPAQUE_FACTOR in envelope.ts); it is the one free parameter of the cooling model and lumps what this
 * seasonal balance leaves out: the higher summer irradiance on east and west windows, the sol-air gains of roofs and
 * walls (UNI/TS 11300-1 counts solar gains on opaque elements) and the continuous 26 °C operation of the standard
 * calculation, net of summer shutters.
 */
export const SUMMER_SOLAR_RATIO = 7;

export type CoolingInput = {
  hTr: number;
  hVe: number;
  /** TABULA-style heating-season solar gains of the home's glazing for zone E, uncapped (kWh/m² year). */
  qSolSummerZoneE: number;
  zone: ClimateZone;
};

const TABULA_HEATING_DAYS = 174;

export function coolingNeedKwhM2(input: CoolingInput): number {
  const season = COOLING_SEASON[input.zone];
  const hTot = Math.max(input.hTr + input.hVe, 1e-6);
  const qHt = hTot * KWH_PER_W_KELVIN_DAY * (COOLING_SET_POINT_C - season.meanOutdoorC) * season.days;
  const qInt = INTERNAL_GAINS_W_M2 * KWH_PER_W_KELVIN_DAY * season.days;
  const qSol = (input.qSolSummerZoneE / TABULA_HEATING_DAYS) * SUMMER_SOLAR_RATIO * season.days;
  const gains = qInt + qSol;
  if (qHt <= 0) return gains - qHt;
  const gamma = gains / qHt;
  const a = 1 + HEAT_CAPACITY_WH_M2K / hTot / 15;
  const eta = Math.abs(gamma - 1) < 1e-9 ? a / (a + 1) : (1 - gamma ** -a) / (1 - gamma ** -(a + 1));
  return Math.max(0, gains - eta * qHt);
}

export const COOLING_TYPES = ['none', 'splitUnits', 'heatPump'] as const;
export type CoolingType = (typeof COOLING_TYPES)[number];

/**
 * Seasonal efficiency of the cooling service (useful cold / electricity), generation with its part-load, emission
 * and control as UNI/TS 11300-3 chains them [A]: split units of the stock (on/off, EER 2.5-3 at rating) 2.5; a
 * reversible heat pump of the heating system 3.2. Electricity only.
 */
export const COOLING_SEASONAL_EFFICIENCY: Readonly<Record<Exclude<CoolingType, 'none'>, number>> = {
  splitUnits: 2.5,
  heatPump: 3.2,
};

/** The reference building's standard cooling machine (Linee guida Tab. 1: electric compression chiller) [U]. */
export const REFERENCE_COOLING_EFFICIENCY = 2.5;
