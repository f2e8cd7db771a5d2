/** it-IT figures of the footprint, shared by the calculator screen and the PDF report. */
const whole = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });
const decimals = (digits: number) => new Intl.NumberFormat('it-IT', { minimumFractionDigits: 0, maximumFractionDigits: digits, useGrouping: 'always' });
const oneDecimal = decimals(1);
const fourDecimals = decimals(4);

/** "1.971 kg CO2e". */
export const formatKgCo2e = (kg: number): string => `${whole.format(kg)} kg CO2e`;
/** "1.971,3" or, with more digits for factors, "0,2014". */
export const formatQuantity = (value: number, digits: 0 | 1 | 4 = 1): string =>
  (digits === 0 ? whole : digits === 1 ? oneDecimal : fourDecimals).format(value);
/** "2,7 anni", or a dash when the works are never paid back. */
export const formatYears = (years: number | null): string => (years === null ? '—' : `${oneDecimal.format(years)} anni`);
