import type { EmissionGas } from '../energy/emission-factors.ts';
import { formatNumber } from '../format.ts';

/** The footprint's figures it-IT, shared by the calculator screen and the PDF report (domain/format.ts underneath). */

/** "1.971 kg CO2", or "1.971 kg CO2e" when a factor behind the figure counts CO2-equivalent. */
export const formatEmissions = (kg: number, gas: EmissionGas): string => `${formatNumber(kg, 0)} kg ${gas}`;
/** "1.971,3", or with more digits for factors "0,2014". */
export const formatQuantity = (value: number, digits: 0 | 1 | 2 | 4 = 1): string => formatNumber(value, digits);
/** "2,7 anni", or a dash when the works are never paid back. */
export const formatYears = (years: number | null): string => (years === null ? '—' : `${formatNumber(years, 1)} anni`);
