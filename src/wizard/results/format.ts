/** Italian number formats of the results (it-IT), grouping thousands also in four-digit amounts ("2.628 €"). */

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' });
const whole = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });
const oneDecimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1, useGrouping: 'always' });

export const formatEuro = (value: number): string => euro.format(value);

export const formatEuroRange = (range: { min: number; max: number }): string =>
  `${euro.format(range.min)} – ${euro.format(range.max)}`;

export const formatNumber = (value: number, decimals = 0): string => (decimals > 0 ? oneDecimal : whole).format(value);

/** CO2 in kg below a tonne, in tonnes with one decimal above ("850 kg", "4,3 t"). */
export function formatCo2(kg: number): string {
  return Math.abs(kg) < 1000 ? `${whole.format(kg)} kg` : `${oneDecimal.format(kg / 1000)} t`;
}

/** A range of whole years, collapsed when both ends round alike ("8–14", "12"). */
export function formatYearsRange(range: { min: number; max: number }): string {
  const min = whole.format(range.min);
  const max = whole.format(range.max);
  return min === max ? min : `${min}–${max}`;
}

/** An ISO date (yyyy-mm-dd) as an Italian date ("30 novembre 2025"). */
export function formatIsoDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
