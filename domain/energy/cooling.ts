import type { ClimateZone } from './climate.ts';
import { HEAT_CAPACITY_WH_M2K, INTERNAL_GAINS_W_M2, KWH_PER_W_KELVIN_DAY } from './heat-balance.ts';

/**
 * Cooling need and cooling systems. EPgl,nren of homes includes EPC,nren whenever the home has a cooling system
 * (DM 26/06/2015 Linee guida; energy-model.md §1.1); the ENEA SIAPE report finds summer cooling in certified homes
 * made almost only by air-source electric machines (> 96%, mostly split units) [V energy-model.md §4.1 source,
 * https://123dok.org/article/involucro-edilizio-componenti-opache-verticali.yevno157].
 *
 * Need: monthly balance of EN ISO 13790 §12 (the method UNI/TS 11300-1 adapts), per m² of floor, for each month m of
 * the warm half-year, summed: May to October, outside the legal heating periods of zones A-D and, but for the second
 * half of October, of zone E (DPR 412/1993 art. 9):
 *   q_C,ht = (h_tr + h_ve) × 0.024 × (θ_C − θ_e,m) × d_m,   q_C,gn = (q_int + q_sol,C) × d_m
 *   q_C,nd = max(0, q_C,gn − η_C,ls × q_C,ht),  η_C,ls = (1 − γ^−a) / (1 − γ^−(a+1)),  γ = q_C,gn / q_C,ht,  a = 1 + τ
 * / 15 with θ_C = 26 °C (UNI/TS 11300-1 set point for cooling [U, recalled]). A month whose losses outweigh its gains
 * adds little (η_C,ls approaches γ), so the season's length follows from each zone's climate instead of being assumed.
 */

export const COOLING_SET_POINT_C = 26;

/** Days of May to October, the months of COOLING_MONTH_MEANS_C. */
export const COOLING_MONTH_DAYS = [31, 30, 31, 31, 30, 31] as const;

/**
 * Mean outdoor temperature of each month from May to October (°C), (Tmax + Tmin) / 2 of the 1991-2020 climatological
 * normals of the Aeronautica Militare synoptic station nearest the zone's typical comune (calibration-dwellings.ts):
 * A Lampedusa (the zone's only station), B Reggio Calabria, C Olbia / Costa Smeralda, D Guidonia (beside Mentana),
 * E Verona / Villafranca (for Arzignano), F Mondovì (the station of Cuneo province, for Demonte), rounded to 0.1 °C
 * [3P: repository valori-climatologici-1991-2020/aeronautica, csv/mensili/Tmax and Tmin @ 12ecc27c, Tmax_May and
 * Tmax_Oct @ e168c766; provisional normals, not homogenised]. They replace the assumed season lengths of model 2.1.0.
 */
export const COOLING_MONTH_MEANS_C: Readonly<Record<ClimateZone, readonly number[]>> = {
  A: [19.7, 23.4, 26.1, 27.3, 25.6, 22.9],
  B: [20.2, 24.6, 27.6, 28.0, 24.4, 20.9],
  C: [17.8, 22.3, 25.4, 25.6, 21.9, 18.1],
  D: [18.5, 22.8, 25.6, 26.0, 21.5, 17.4],
  E: [18.3, 22.5, 24.7, 24.5, 19.7, 14.2],
  F: [16.4, 20.6, 23.2, 22.9, 18.1, 12.9],
};

export type CoolingInput = {
  hTr: number;
  hVe: number;
  /** CertificateFit.summerSolarRatio (certificate-fit.ts). */
  summerSolarRatio: number;
  /** TABULA-style heating-season solar gains of the home's glazing for zone E, uncapped (kWh/m² year). */
  qSolSummerZoneE: number;
  zone: ClimateZone;
};

const TABULA_HEATING_DAYS = 174;

/** Cooling need of one month (kWh/m²) with d days at a mean outdoor temperature of θ_e °C. */
function monthNeed(input: CoolingInput, days: number, outdoorC: number): number {
  const hTot = Math.max(input.hTr + input.hVe, 1e-6);
  const qHt = hTot * KWH_PER_W_KELVIN_DAY * (COOLING_SET_POINT_C - outdoorC) * days;
  const qInt = INTERNAL_GAINS_W_M2 * KWH_PER_W_KELVIN_DAY * days;
  const qSol = (input.qSolSummerZoneE / TABULA_HEATING_DAYS) * input.summerSolarRatio * days;
  const gains = qInt + qSol;
  if (qHt <= 0) return gains - qHt;
  const gamma = gains / qHt;
  const a = 1 + HEAT_CAPACITY_WH_M2K / hTot / 15;
  const eta = Math.abs(gamma - 1) < 1e-9 ? a / (a + 1) : (1 - gamma ** -a) / (1 - gamma ** -(a + 1));
  return Math.max(0, gains - eta * qHt);
}

export function coolingNeedKwhM2(input: CoolingInput): number {
  return COOLING_MONTH_MEANS_C[input.zone].reduce(
    (sum, outdoorC, month) => sum + monthNeed(input, COOLING_MONTH_DAYS[month] ?? 0, outdoorC),
    0,
  );
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

/**
 * Share of the standard cooling need a household really cools, for the yearly kWh, CO2 and euro (never the class) [A]:
 * the certificate cools every room to 26 °C around the clock from May to October, a household cools the rooms in use in
 * the hot hours of the hot weeks. With it, a cooled home's yearly cooling electricity stays in the 500-1,500 kWh of
 * typical summer bills rather than the 2,000-3,000 kWh of a continuous whole-home schedule.
 */
export const COOLING_REAL_USE_FACTOR = 0.4;

/** The reference building's standard cooling machine (Linee guida Tab. 1: electric compression chiller) [U]. */
export const REFERENCE_COOLING_EFFICIENCY = 2.5;
