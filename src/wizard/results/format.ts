import {
  formatEuroRounded,
  formatLongDay,
  formatNumber as formatItalianNumber,
  formatOneDecimal,
} from '../../../domain/format.ts';

/** The results' numbers, through domain/format.ts (it-IT, thousands grouped also in four-digit amounts: "2.628 €"). */

export const formatEuro = (value: number): string => formatEuroRounded(value);

export { formatEuroRange } from '../../../domain/format.ts';

export const formatNumber = (value: number, decimals = 0): string => formatItalianNumber(value, decimals > 0 ? 1 : 0);

/** CO2 in kg below a tonne, in tonnes with one decimal above ("850 kg", "4,3 t", "4,0 t"). */
export function formatCo2(kg: number): string {
  return Math.abs(kg) < 1000 ? `${formatItalianNumber(kg, 0)} kg` : `${formatOneDecimal(kg / 1000)} t`;
}

/** A range of whole years, collapsed when both ends round alike ("8–14", "12"). */
export function formatYearsRange(range: { min: number; max: number }): string {
  const min = formatItalianNumber(range.min, 0);
  const max = formatItalianNumber(range.max, 0);
  return min === max ? min : `${min}–${max}`;
}

/** An ISO date (yyyy-mm-dd) as an Italian date ("30 novembre 2025"). */
export const formatIsoDate = (iso: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatLongDay(`${iso}T12:00:00Z`) : iso;
