import type { ClimateZone } from './climate.ts';

/**
 * Mean EPgl,nren (kWh/m² year) of residential energy certificates (APE, DM 26/06/2015 scale) by climate zone,
 * construction period and heated floor area, from ENEA's national register SIAPE, public aggregate statistics
 * (https://siape.enea.it, "Caratteristiche immobili", API aggr-data, filter destuso = 0 residential).
 * Read [3P] from the extraction saved in the public repository Cirilnel/RECMOP,
 * Data_Collection/csv_tables-fase1/epgl_nren_ren_co2_tabella_siape_zc_range_suris.csv
 * @ dd8f7feb1559afbb697e8a1308087c704efaed65 (columns zona_climatica, periodo, SURIS, EPgl_nren); the same
 * repository's zc_range file gives the zone x period means without the area split (e.g. E pre-1945 245.16, E after
 * 2015 54.98), consistent with these. Periods are SIAPE's: before 1945, 1945-1972, 1973-1991, 1992-2005,
 * 2006-2015, after 2015 (the API ranges are (-inf,1944], (1944,1972] ... ). The number of certificates per cell is not
 * in the extraction; zone A (two comuni) rests on few certificates.
 *
 * ENEA-CTI yearly reports ("La certificazione energetica degli edifici", 2020-2023) publish the same register's
 * figures as charts; their EPgl,nren means by zone were not readable in this research, so SIAPE's own aggregate is the
 * source. The class shares by period of those reports (e.g. after 2015 mostly A4-B) were not used as targets.
 */

export const CERTIFICATE_PERIODS = [
  'pre1945',
  '1945to1972',
  '1973to1991',
  '1992to2005',
  '2006to2015',
  'from2016',
] as const;
export type CertificatePeriod = (typeof CERTIFICATE_PERIODS)[number];
/** Heated floor area bands (m²) of the register used here: 50-100 and 100-200. */
export type AreaBand = '50-100' | '100-200';

export type CertificateCell = { zone: ClimateZone; period: CertificatePeriod; area: AreaBand; meanEpglNren: number };

const CELLS: readonly (readonly [ClimateZone, CertificatePeriod, AreaBand, number])[] = [
  ['A', 'pre1945', '50-100', 131.98],
  ['A', 'pre1945', '100-200', 111.87],
  ['A', '1945to1972', '50-100', 123.86],
  ['A', '1945to1972', '100-200', 106.58],
  ['A', '1973to1991', '50-100', 117.14],
  ['A', '1973to1991', '100-200', 103.47],
  ['A', '1992to2005', '50-100', 106.49],
  ['A', '1992to2005', '100-200', 101.5],
  ['A', '2006to2015', '50-100', 79.49],
  ['A', '2006to2015', '100-200', 70.84],
  ['A', 'from2016', '50-100', 86.4],
  ['A', 'from2016', '100-200', 68.27],
  ['B', 'pre1945', '50-100', 170.03],
  ['B', 'pre1945', '100-200', 148.01],
  ['B', '1945to1972', '50-100', 150.93],
  ['B', '1945to1972', '100-200', 127.57],
  ['B', '1973to1991', '50-100', 147.71],
  ['B', '1973to1991', '100-200', 126.08],
  ['B', '1992to2005', '50-100', 139.32],
  ['B', '1992to2005', '100-200', 116.09],
  ['B', '2006to2015', '50-100', 123.16],
  ['B', '2006to2015', '100-200', 104.52],
  ['B', 'from2016', '50-100', 84.68],
  ['B', 'from2016', '100-200', 73.35],
  ['C', 'pre1945', '50-100', 199.75],
  ['C', 'pre1945', '100-200', 178.17],
  ['C', '1945to1972', '50-100', 174.17],
  ['C', '1945to1972', '100-200', 157.58],
  ['C', '1973to1991', '50-100', 169.16],
  ['C', '1973to1991', '100-200', 150.58],
  ['C', '1992to2005', '50-100', 147.58],
  ['C', '1992to2005', '100-200', 133.72],
  ['C', '2006to2015', '50-100', 117.64],
  ['C', '2006to2015', '100-200', 108.34],
  ['C', 'from2016', '50-100', 57.58],
  ['C', 'from2016', '100-200', 65.77],
  ['D', 'pre1945', '50-100', 197.77],
  ['D', 'pre1945', '100-200', 184.91],
  ['D', '1945to1972', '50-100', 175.73],
  ['D', '1945to1972', '100-200', 166.8],
  ['D', '1973to1991', '50-100', 170.18],
  ['D', '1973to1991', '100-200', 161.68],
  ['D', '1992to2005', '50-100', 153.46],
  ['D', '1992to2005', '100-200', 143.96],
  ['D', '2006to2015', '50-100', 117.22],
  ['D', '2006to2015', '100-200', 112.21],
  ['D', 'from2016', '50-100', 62.69],
  ['D', 'from2016', '100-200', 69.87],
  ['E', 'pre1945', '50-100', 246.09],
  ['E', 'pre1945', '100-200', 239.6],
  ['E', '1945to1972', '50-100', 215.57],
  ['E', '1945to1972', '100-200', 220.17],
  ['E', '1973to1991', '50-100', 195.18],
  ['E', '1973to1991', '100-200', 198.56],
  ['E', '1992to2005', '50-100', 163.76],
  ['E', '1992to2005', '100-200', 159.94],
  ['E', '2006to2015', '50-100', 119.45],
  ['E', '2006to2015', '100-200', 105.86],
  ['E', 'from2016', '50-100', 54.31],
  ['E', 'from2016', '100-200', 50.68],
  ['F', 'pre1945', '50-100', 300.71],
  ['F', 'pre1945', '100-200', 280.48],
  ['F', '1945to1972', '50-100', 262.72],
  ['F', '1945to1972', '100-200', 249.61],
  ['F', '1973to1991', '50-100', 238.71],
  ['F', '1973to1991', '100-200', 220.18],
  ['F', '1992to2005', '50-100', 193.44],
  ['F', '1992to2005', '100-200', 173.82],
  ['F', '2006to2015', '50-100', 130.7],
  ['F', '2006to2015', '100-200', 117.55],
  ['F', 'from2016', '50-100', 81.76],
  ['F', 'from2016', '100-200', 70.02],
];

export const CERTIFICATE_CELLS: readonly CertificateCell[] = CELLS.map(([zone, period, area, meanEpglNren]) => ({
  zone,
  period,
  area,
  meanEpglNren,
}));

/**
 * Honest calibration: the free parameters of the model (marked FITTED where they are defined) were chosen on the
 * cells of zones B and E only; the cells of zones A, C, D and F are held out and only checked
 * (tests/domain/energy/certificates.test.ts).
 */
export const FIT_ZONES: readonly ClimateZone[] = ['B', 'E'];
export const CHECK_ZONES: readonly ClimateZone[] = ['A', 'C', 'D', 'F'];
