import type { Typology } from './answers-schema.ts';
import { archetypeByCode, type AgeBand, type Archetype, type TabulaType } from './tabula.ts';

/**
 * Wizard answers -> TABULA archetype (energy-model.md §8.2).
 * - detached -> SFH (single-family house); semiDetached -> TH (terraced / semi-detached house, rows IT.MidClim.TH);
 *   apartment -> MFH (multi-family house) in buildings of up to 3 floors, AB (apartment block) above [A, §8.2].
 * - construction year -> TABULA age band (≤1900, 1901-20, 1921-45, 1946-60, 1961-75, 1976-90, 1991-2005, 2006-).
 * - 2016 and later -> the "improved standard for new buildings" row (.08.002) [A]: homes permitted after the
 *   DM 26/06/2015 minimum requirements (in force 1 Oct 2015) are built to the reference-building envelope, which
 *   TABULA's improved standard approximates (energy-model.md §8.5.4).
 */

/** Apartments in buildings up to this many floors use the MFH rows, taller ones the AB rows [A]. */
export const MAX_FLOORS_SMALL_APARTMENT_BUILDING = 3;

/** First year built to the DM 26/06/2015 requirements [A]. */
export const FIRST_YEAR_REFERENCE_STANDARD = 2016;

/** Upper year (inclusive) of each TABULA Italy age band. [V TABULA IT] */
export const AGE_BAND_LAST_YEAR: readonly (readonly [AgeBand, number])[] = [
  ['01', 1900],
  ['02', 1920],
  ['03', 1945],
  ['04', 1960],
  ['05', 1975],
  ['06', 1990],
  ['07', 2005],
  ['08', Number.POSITIVE_INFINITY],
];

export type ArchetypeBand = AgeBand | 'referenceStandard';

export function tabulaTypeFor(typology: Typology, floors: number): TabulaType {
  if (typology === 'detached') return 'SFH';
  if (typology === 'semiDetached') return 'TH';
  return floors <= MAX_FLOORS_SMALL_APARTMENT_BUILDING ? 'MFH' : 'AB';
}

export function ageBandFor(constructionYear: number): ArchetypeBand {
  if (constructionYear >= FIRST_YEAR_REFERENCE_STANDARD) return 'referenceStandard';
  const band = AGE_BAND_LAST_YEAR.find(([, last]) => constructionYear <= last);
  return band ? band[0] : '08';
}

/** The TABULA "improved standard for new buildings" row of the type: our reference-building envelope. */
export function referenceArchetype(type: TabulaType): Archetype {
  return archetypeByCode(`IT.MidClim.${type}.08.Gen.ReEx.001.002`);
}

export function selectArchetype(type: TabulaType, constructionYear: number): Archetype {
  const band = ageBandFor(constructionYear);
  if (band === 'referenceStandard') return referenceArchetype(type);
  return archetypeByCode(`IT.MidClim.${type}.${band}.Gen.ReEx.001.001`);
}

/** The archetypes of the bands newer than the year's, up to the reference-standard row (for buildEnvelope). */
export function newerArchetypes(type: TabulaType, constructionYear: number): Archetype[] {
  const band = ageBandFor(constructionYear);
  if (band === 'referenceStandard') return [];
  const later = AGE_BAND_LAST_YEAR.map(([b]) => b).filter((b) => b > band);
  return [...later.map((b) => archetypeByCode(`IT.MidClim.${type}.${b}.Gen.ReEx.001.001`)), referenceArchetype(type)];
}

/** Domestic hot-water need per m² of floor, TABULA IT q_w_nd: 10 for houses (SFH/TH), 15 for flats (MFH/AB). [V] */
export function hotWaterNeedKwhPerM2(type: TabulaType): number {
  return type === 'SFH' || type === 'TH' ? 10 : 15;
}
