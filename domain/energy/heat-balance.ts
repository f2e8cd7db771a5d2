/**
 * Seasonal heat balance of the TABULA common calculation method (EN ISO 13790 seasonal method), per m² of floor:
 * https://www.episcope.eu/fileadmin/tabula/public/docs/report/TABULA_CommonCalculationMethod.pdf [V: reproduced on
 * the IT.MidClim rows, see tests/domain/energy/heat-balance.test.ts].
 *
 *   q_ht  = (h_tr + h_ve) × 0.024 × GG × F_red
 *   q_int = φ_int × 0.024 × D
 *   q_h,nd = max(0, q_ht − η_gn × (q_sol + q_int)),  η_gn = (1 − γ^a) / (1 − γ^(a+1)),  γ = (q_sol + q_int) / q_ht,
 *   a = 0.8 + τ / 30,  τ = c_m / (h_tr + h_ve)
 */

/** kWh per (W/K × K·day): 24 h / 1000. */
export const KWH_PER_W_KELVIN_DAY = 0.024;

/** Internal heat gains of dwellings, TABULA IT phi_int (W/m²). [V] */
export const INTERNAL_GAINS_W_M2 = 3;

/** Effective heat capacity per m² of floor, TABULA c_m for all IT rows (Wh/(m²K)). [V] */
export const HEAT_CAPACITY_WH_M2K = 45;

/**
 * Temperature-reduction factor for night setback and partly heated spaces, given for h_tr = 1 and h_tr = 4 W/m²K and
 * interpolated between, constant outside (TABULA boundary conditions EU.SUH / EU.MUH; current IWU implementation
 * limits it to the value at h_tr = 1). [V] SUH = single-unit houses, MUH = multi-unit buildings.
 */
export const F_RED_BY_HOUSING = {
  singleUnit: { atHtr1: 0.9, atHtr4: 0.8 },
  multiUnit: { atHtr1: 0.95, atHtr4: 0.85 },
} as const;
export type HousingKind = keyof typeof F_RED_BY_HOUSING;

export type HeatBalanceInput = {
  /** Transmission and ventilation heat-transfer coefficients per m² of floor (W/m²K). */
  hTr: number;
  hVe: number;
  /** Solar gains over the heating season per m² of floor (kWh/m² year). */
  qSol: number;
  /** Degree days (K·day/year) and heating-season length (days). */
  degreeDays: number;
  heatingDays: number;
  housing: HousingKind;
};

export type HeatBalance = {
  fRed: number;
  qHt: number;
  qInt: number;
  qSol: number;
  gamma: number;
  eta: number;
  /** Energy need for space heating (kWh/m² year). */
  qHnd: number;
};

export function temperatureReductionFactor(hTr: number, housing: HousingKind): number {
  const { atHtr1, atHtr4 } = F_RED_BY_HOUSING[housing];
  if (hTr <= 1) return atHtr1;
  if (hTr >= 4) return atHtr4;
  return atHtr1 + ((hTr - 1) * (atHtr4 - atHtr1)) / 3;
}

export function gainUtilisationFactor(gamma: number, a: number): number {
  if (gamma <= 0) return 1;
  if (Math.abs(gamma - 1) < 1e-9) return a / (a + 1);
  return (1 - gamma ** a) / (1 - gamma ** (a + 1));
}

export function computeHeatBalance(input: HeatBalanceInput): HeatBalance {
  const hTot = Math.max(input.hTr + input.hVe, 1e-6);
  const fRed = temperatureReductionFactor(input.hTr, input.housing);
  const qHt = hTot * KWH_PER_W_KELVIN_DAY * input.degreeDays * fRed;
  const qInt = INTERNAL_GAINS_W_M2 * KWH_PER_W_KELVIN_DAY * input.heatingDays;
  const gains = input.qSol + qInt;
  const tau = HEAT_CAPACITY_WH_M2K / hTot;
  const a = 0.8 + tau / 30;
  const gamma = qHt > 0 ? gains / qHt : Number.POSITIVE_INFINITY;
  const eta = Number.isFinite(gamma) ? gainUtilisationFactor(gamma, a) : 0;
  const qHnd = Math.max(0, qHt - eta * gains);
  return { fRed, qHt, qInt, qSol: input.qSol, gamma, eta, qHnd };
}
