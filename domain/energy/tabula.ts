/**
 * TABULA / EPISCOPE Italian residential typology, climate region IT.MidClim ("Italian Climatic Zone E"),
 * Politecnico di Torino, as redistributed in FZJ-IEK3-VSA/HiSim:
 * hisim/inputs/housing/data_processed/episcope-tabula.csv @33e9c70931ec998ac06b8fecd56b65cba399c118
 * ("derived from tabula-calculator.xlsx", IEE projects TABULA + EPISCOPE; CC BY 4.0). [V]
 *
 * One row per building type and age band, existing state (variant .001.001), plus the "improved standard for new
 * buildings" variant (.08.002) used as the reference envelope. Heat-transfer coefficients H are the row's
 * H_Transmission_* columns (W/K, already including the b-factors of unheated adjacent spaces): roof = Roof_1 + Roof_2
 * (pitched roof or top ceiling), wall = Wall_1..3, floor = Floor_1..2. U-values (W/m²K) are the row's U_Actual of the
 * element carrying the H. qSolZoneE and qHndTabula (kWh/m² year) are the row's own q_sol and q_h_nd, the latter kept
 * only to test the physics (tests/domain/energy). TABULA's zone-E climate: 174 heating days, Σ(ΔT) 2575 Kd.
 */

export const TABULA_TYPES = ['SFH', 'TH', 'MFH', 'AB'] as const;
export type TabulaType = (typeof TABULA_TYPES)[number];

/** TABULA Italy age bands (typology.ts maps construction years to them). */
export type AgeBand = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08';

/** The wizard's glazing answers, in increasing performance. */
export type WindowType = 'single' | 'double' | 'doubleLowE' | 'triple';

export type Archetype = {
  code: string;
  type: TabulaType;
  /** Reference floor area A_C_Ref (m²) and storeys of the TABULA example building. */
  aRef: number;
  nStorey: number;
  /** H_Transmission by element (W/K). */
  hRoof: number;
  hWall: number;
  hFloor: number;
  hWindow: number;
  hDoor: number;
  hThermalBridges: number;
  /** Ventilation heat-transfer coefficient per m² floor, 0.34 × n_air × 2.5 m (W/m²K). */
  hVe: number;
  uRoof: number;
  uWall: number;
  uFloor: number;
  uWindow: number;
  /** Total solar energy transmittance of the glazing g_gl,n (-). */
  gWindow: number;
  /** Which wizard answer the row's windows correspond to [A mapping, by U and g]. */
  windowType: WindowType;
  /** Window area (m²), without doors. */
  windowArea: number;
  qSolZoneE: number;
  qHndTabula: number;
};

type Row = [string, number, number, number, number, number, number, number, number, number, number, number, number, number, number, WindowType, number, number, number];

// code, aRef, nStorey, hRoof, hWall, hFloor, hWindow, hDoor, hTB, hVe, uRoof, uWall, uFloor, uWin, g, winType, winArea, qSol, qHnd
const ROWS: readonly Row[] = [
  ['IT.MidClim.SFH.01.Gen.ReEx.001.001', 139, 2, 160.2, 362.07, 77.3, 99.01, 7.2, 20.55, 0.68, 1.8, 1.61, 2.0, 5.7, 0.85, 'single', 17.37, 15, 266.6],
  ['IT.MidClim.SFH.02.Gen.ReEx.001.001', 115, 2, 135.0, 339.6, 65.0, 81.91, 7.2, 18.39, 0.68, 1.8, 1.61, 2.0, 5.7, 0.85, 'single', 14.37, 15, 286.4],
  ['IT.MidClim.SFH.03.Gen.ReEx.001.001', 116.2, 2, 136.8, 313.76, 65.9, 71.2, 7.2, 37.08, 0.68, 1.8, 1.48, 2.0, 4.9, 0.85, 'single', 14.53, 15, 277.1],
  ['IT.MidClim.SFH.04.Gen.ReEx.001.001', 162, 2, 214.94, 343.45, 84.6, 99.27, 7.2, 43.7, 0.68, 2.2, 1.48, 2.0, 4.9, 0.85, 'single', 20.26, 15, 250.3],
  ['IT.MidClim.SFH.05.Gen.ReEx.001.001', 156.3, 2, 273.9, 302.15, 107.8, 95.75, 7.2, 49.4, 0.68, 2.2, 1.26, 2.0, 4.9, 0.85, 'single', 19.54, 15, 272.7],
  ['IT.MidClim.SFH.06.Gen.ReEx.001.001', 199.1, 2, 151.51, 185.29, 43.59, 69.72, 4.08, 51.91, 0.51, 1.14, 0.76, 0.757, 2.8, 0.75, 'double', 24.9, 13, 136.4],
  ['IT.MidClim.SFH.07.Gen.ReEx.001.001', 171.8, 2, 54.88, 131.6, 30.02, 60.12, 4.08, 43.89, 0.51, 0.572, 0.59, 0.626, 2.8, 0.75, 'double', 21.47, 13, 105.5],
  ['IT.MidClim.SFH.08.Gen.ReEx.001.001', 173.9, 2, 26.53, 75.93, 15.91, 47.81, 4.08, 0, 0.43, 0.275, 0.34, 0.33, 2.2, 0.67, 'doubleLowE', 21.73, 12, 56.1],
  ['IT.MidClim.SFH.08.Gen.ReEx.001.002', 173.9, 2, 21.58, 60.3, 14.46, 39.11, 4.08, 22.01, 0.43, 0.24, 0.27, 0.3, 1.8, 0.5, 'doubleLowE', 21.73, 9, 56.6],
  ['IT.MidClim.TH.01.Gen.ReEx.001.001', 123.4, 2, 150.39, 132.16, 38.8, 75.61, 7.2, 12.79, 0.68, 1.8, 1.61, 1.072, 4.9, 0.85, 'single', 15.43, 14, 181.6],
  ['IT.MidClim.TH.02.Gen.ReEx.001.001', 112.4, 2, 143.96, 127.5, 69.3, 68.85, 7.2, 12.25, 0.68, 1.8, 1.61, 2.0, 4.9, 0.85, 'single', 14.05, 14, 199.7],
  ['IT.MidClim.TH.03.Gen.ReEx.001.001', 112.9, 2, 88.29, 139.03, 62.09, 69.14, 7.2, 20.99, 0.68, 1.422, 2.01, 2.0, 4.9, 0.85, 'single', 14.11, 14, 183.5],
  ['IT.MidClim.TH.04.Gen.ReEx.001.001', 110.9, 2, 147.03, 73.21, 27.08, 67.96, 7.2, 20.47, 0.68, 2.2, 1.15, 0.935, 4.9, 0.85, 'single', 13.87, 14, 169.3],
  ['IT.MidClim.TH.05.Gen.ReEx.001.001', 89, 2, 109.95, 77.31, 59.43, 54.49, 7.2, 19.37, 0.68, 1.85, 1.26, 2.0, 4.9, 0.85, 'single', 11.12, 14, 194.2],
  ['IT.MidClim.TH.06.Gen.ReEx.001.001', 125.2, 2, 75.53, 100.14, 26.09, 43.79, 4.08, 29.82, 0.51, 0.95, 0.76, 0.757, 2.8, 0.75, 'double', 15.64, 14, 121.2],
  ['IT.MidClim.TH.07.Gen.ReEx.001.001', 111, 2, 38.66, 77.84, 21.15, 38.86, 4.08, 28.35, 0.51, 0.572, 0.59, 0.626, 2.8, 0.75, 'double', 13.88, 14, 104.4],
  ['IT.MidClim.TH.08.Gen.ReEx.001.001', 127, 2, 22.67, 50.49, 13.59, 34.94, 4.08, 0, 0.43, 0.275, 0.34, 0.33, 2.2, 0.67, 'doubleLowE', 15.88, 13, 55.9],
  ['IT.MidClim.TH.08.Gen.ReEx.001.002', 127, 2, 18.44, 40.1, 12.35, 28.58, 4.08, 16.57, 0.43, 0.24, 0.27, 0.3, 1.8, 0.5, 'doubleLowE', 15.88, 9, 56.7],
  ['IT.MidClim.MFH.01.Gen.ReEx.001.001', 550, 2, 412.98, 823.22, 173.33, 423.95, 130.14, 73.42, 0.68, 1.277, 1.19, 1.072, 4.9, 0.85, 'single', 86.52, 16, 206.4],
  ['IT.MidClim.MFH.02.Gen.ReEx.001.001', 1110.1, 2, 1004.85, 912.86, 391.01, 393.27, 0, 110.4, 0.68, 1.539, 1.19, 1.198, 4.9, 0.85, 'single', 80.26, 9, 157.9],
  ['IT.MidClim.MFH.03.Gen.ReEx.001.001', 989.4, 4, 430.96, 1954.25, 179.19, 701.09, 0, 224.35, 0.68, 1.479, 1.48, 1.23, 4.9, 0.85, 'single', 143.08, 15, 200.0],
  ['IT.MidClim.MFH.04.Gen.ReEx.001.001', 817.1, 3, 353.62, 1108.93, 149.83, 733.04, 0, 156.91, 0.68, 1.104, 1.48, 0.935, 4.9, 0.85, 'single', 149.6, 17, 176.8],
  ['IT.MidClim.MFH.05.Gen.ReEx.001.001', 793.9, 5, 206.06, 1376.78, 87.31, 476.28, 0, 166.74, 0.68, 1.104, 1.15, 0.935, 4.9, 0.85, 'single', 97.2, 14, 172.2],
  ['IT.MidClim.MFH.06.Gen.ReEx.001.001', 1027.7, 3, 303.17, 819.0, 395.43, 447.44, 0, 199.37, 0.51, 0.751, 0.8, 0.98, 3.7, 0.75, 'double', 120.93, 11, 125.9],
  ['IT.MidClim.MFH.07.Gen.ReEx.001.001', 952.4, 3, 213.52, 585.34, 198.66, 325.31, 0, 190.69, 0.51, 0.572, 0.59, 0.77, 2.2, 0.67, 'doubleLowE', 147.87, 12, 97.7],
  ['IT.MidClim.MFH.08.Gen.ReEx.001.001', 829.4, 3, 83.94, 293.41, 45.79, 228.8, 0, 0, 0.43, 0.275, 0.34, 0.3, 2.2, 0.67, 'doubleLowE', 104, 12, 49.9],
  ['IT.MidClim.MFH.08.Gen.ReEx.001.002', 829.4, 3, 68.28, 234.15, 41.97, 187.2, 0, 79.97, 0.43, 0.24, 0.27, 0.3, 1.8, 0.5, 'doubleLowE', 104, 9, 49.8],
  ['IT.MidClim.AB.01.Gen.ReEx.001.001', 899.3, 5, 325.71, 831.88, 113.41, 531.01, 0, 65.5, 0.68, 1.539, 1.19, 1.072, 4.9, 0.85, 'single', 108.37, 12, 132.6],
  ['IT.MidClim.AB.02.Gen.ReEx.001.001', 2448, 4, 1053.0, 3922.05, 431.8, 2629.93, 0, 261.77, 0.68, 1.461, 1.48, 1.198, 4.9, 0.85, 'single', 536.72, 21, 189.0],
  ['IT.MidClim.AB.03.Gen.ReEx.001.001', 1911.7, 5, 639.91, 2407.86, 263.93, 1704.87, 0, 331.87, 0.68, 1.422, 1.14, 1.173, 5.7, 0.85, 'single', 299.1, 15, 166.3],
  ['IT.MidClim.AB.04.Gen.ReEx.001.001', 1498.6, 4, 486.39, 2202.99, 206.08, 1061.54, 0, 273.95, 0.68, 1.104, 1.15, 0.935, 4.9, 0.85, 'single', 216.64, 13, 168.5],
  ['IT.MidClim.AB.05.Gen.ReEx.001.001', 2438.7, 8, 395.34, 3407.44, 416.55, 1571.33, 0, 430.91, 0.68, 1.104, 1.1, 1.3, 4.9, 0.85, 'single', 320.68, 13, 155.7],
  ['IT.MidClim.AB.06.Gen.ReEx.001.001', 3506.3, 6, 516.56, 2178.86, 260.34, 1342.36, 0, 472.05, 0.51, 0.751, 0.76, 0.757, 3.7, 0.75, 'double', 362.8, 8, 88.7],
  ['IT.MidClim.AB.07.Gen.ReEx.001.001', 2780.4, 6, 388.25, 1445.36, 170.32, 1691.57, 0, 425.02, 0.51, 0.572, 0.6, 0.626, 3.4, 0.75, 'double', 497.52, 15, 90.0],
  ['IT.MidClim.AB.08.Gen.ReEx.001.001', 2124.5, 7, 102.11, 747.41, 55.7, 594.0, 0, 0, 0.43, 0.275, 0.34, 0.3, 2.2, 0.67, 'doubleLowE', 270, 11, 46.2],
  ['IT.MidClim.AB.08.Gen.ReEx.001.002', 2124.5, 7, 83.06, 596.16, 51.06, 486.0, 0, 163.07, 0.43, 0.24, 0.27, 0.3, 1.8, 0.5, 'doubleLowE', 270, 9, 45.6],
];

function toArchetype(row: Row): Archetype {
  const [code, aRef, nStorey, hRoof, hWall, hFloor, hWindow, hDoor, hThermalBridges, hVe, uRoof, uWall, uFloor, uWindow, gWindow, windowType, windowArea, qSolZoneE, qHndTabula] = row;
  const type = (code.split('.')[2] ?? 'SFH') as TabulaType;
  return { code, type, aRef, nStorey, hRoof, hWall, hFloor, hWindow, hDoor, hThermalBridges, hVe, uRoof, uWall, uFloor, uWindow, gWindow, windowType, windowArea, qSolZoneE, qHndTabula };
}

export const TABULA_ARCHETYPES: readonly Archetype[] = ROWS.map(toArchetype);

/** TABULA's own climate for IT.MidClim (zone E): Σ(θi − θe) over 174 days = (20 − 5.2) × 174 = 2575 Kd. [V] */
export const TABULA_ZONE_E_CLIMATE = { degreeDays: 2575, heatingDays: 174 } as const;

export function archetypeByCode(code: string): Archetype {
  const found = TABULA_ARCHETYPES.find((a) => a.code === code);
  if (!found) throw new Error(`Unknown TABULA archetype ${code}`);
  return found;
}

/** Transmission heat-transfer coefficient per m² of floor of the whole TABULA building (W/m²K). */
export function archetypeHTr(a: Archetype): number {
  return (a.hRoof + a.hWall + a.hFloor + a.hWindow + a.hDoor + a.hThermalBridges) / a.aRef;
}
