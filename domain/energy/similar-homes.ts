import { CERTIFICATE_CELLS, type AreaBand, type CertificatePeriod } from './certificate-statistics.ts';
import type { ClimateZone } from './climate.ts';

/**
 * "Case simili": where a home's EPgl,nren sits against the mean of the certificates of homes of its climate zone,
 * construction period and size (SIAPE, certificate-statistics.ts). The register's sizes are 50-100 and 100-200 m²:
 * smaller and larger homes are compared with the nearest band, and the result says so.
 */

/** Within ±10% of the mean the home is "in linea" with similar homes [A]. */
export const IN_LINE_WITH_SIMILAR = 0.1;

export type SimilarHomes = {
  zone: ClimateZone;
  period: CertificatePeriod;
  /** First and last construction year of the period (null: open). */
  years: { from: number | null; to: number | null };
  areaBand: AreaBand;
  /** False when the home is smaller than 50 m² or larger than 200 m². */
  sizeInBand: boolean;
  meanEpglNren: number;
  /** The home's EPgl,nren / the mean − 1. */
  deviation: number;
  comparison: 'better' | 'inLine' | 'worse';
};

const PERIOD_YEARS: readonly (readonly [CertificatePeriod, number | null, number | null])[] = [
  ['pre1945', null, 1944],
  ['1945to1972', 1945, 1972],
  ['1973to1991', 1973, 1991],
  ['1992to2005', 1992, 2005],
  ['2006to2015', 2006, 2015],
  ['from2016', 2016, null],
];

export function periodOf(constructionYear: number): (typeof PERIOD_YEARS)[number] {
  return PERIOD_YEARS.find(([, , to]) => to === null || constructionYear <= to) ?? ['from2016', 2016, null];
}

export function similarHomes(
  zone: ClimateZone,
  constructionYear: number,
  sqm: number,
  epglNren: number,
): SimilarHomes | null {
  const [period, from, to] = periodOf(constructionYear);
  const areaBand: AreaBand = sqm < 100 ? '50-100' : '100-200';
  const cell = CERTIFICATE_CELLS.find((c) => c.zone === zone && c.period === period && c.area === areaBand);
  if (!cell) return null;
  const deviation = epglNren / cell.meanEpglNren - 1;
  return {
    zone,
    period,
    years: { from, to },
    areaBand,
    sizeInBand: sqm >= 50 && sqm <= 200,
    meanEpglNren: cell.meanEpglNren,
    deviation,
    comparison: deviation < -IN_LINE_WITH_SIMILAR ? 'better' : deviation > IN_LINE_WITH_SIMILAR ? 'worse' : 'inLine',
  };
}
