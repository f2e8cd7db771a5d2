import { z } from 'zod';
import { formatMoney } from '../format.ts';
import { greaterThanOrEqualMessage, requiredMessage } from './messages.ts';

/** Money is integer cents end to end; VAT is a whole percentage, rounded half up to the cent. */
export interface PriceBreakdown {
  netCents: number;
  vatCents: number;
  totalCents: number;
}

export function priceWithVat(netCents: number, vatPercentage: number): PriceBreakdown {
  if (!Number.isInteger(netCents) || netCents < 0) throw new RangeError('netCents must be a non-negative integer');
  if (!Number.isInteger(vatPercentage) || vatPercentage < 0 || vatPercentage > 100)
    throw new RangeError('vatPercentage must be 0-100');
  const vatCents = Math.round((netCents * vatPercentage) / 100);
  return { netCents, vatCents, totalCents: netCents + vatCents };
}

/** '1.234,56 €' in the it-IT format. */
export const formatEuro = formatMoney;

/**
 * The largest amount a money field holds: 999.999.999.999,99 € (the bigint cents columns hold more, JS numbers
 * exactly).
 */
export const MONEY_MAX_CENTS = 99_999_999_999_999;

const moneyShape = /^(?:\d+|\d{1,3}(?:\.\d{3})+)(?:,\d+)?$/;

/** What an amount typed it-IT means: integer cents, or the Italian reason it is refused (never a silent change). */
export type EuroParse = { cents: number } | { error: string };

/**
 * Reads an amount as an Italian types it: `1.500,50`, `1500,50`, `1.500` and `1500` (an optional `€` aside); a dot
 * only groups thousands, the comma starts at most two decimals. `1.50050`, `12,345`, `1500.50` and `-3` are refused.
 */
export function parseEuro(text: string, label: string): EuroParse {
  const trimmed = text.replace(/€/g, '').trim();
  if (!moneyShape.test(trimmed)) return { error: `Il campo ${label} deve essere un importo in euro` };
  const [units = '0', decimals = ''] = trimmed.replace(/\./g, '').split(',');
  if (decimals.length > 2) return { error: `Il campo ${label} può avere al massimo due decimali` };
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MONEY_MAX_CENTS)
    return { error: `Il campo ${label} non può superare ${formatMoney(MONEY_MAX_CENTS)}` };
  return { cents };
}

/**
 * A money value: integer cents from 0 to `MONEY_MAX_CENTS`. A string (what a money input holds while it does not read
 * as an amount) is refused with `parseEuro`'s reason.
 */
export const moneyCents = (label: string) =>
  z
    .number({
      error: (issue) => {
        if (issue.input === undefined || issue.input === null) return requiredMessage(label);
        if (typeof issue.input === 'string') {
          const parsed = parseEuro(issue.input, label);
          return 'error' in parsed ? parsed.error : `Il campo ${label} deve essere un importo in centesimi`;
        }
        return `Il campo ${label} deve essere un importo in euro`;
      },
    })
    .int({ error: `Il campo ${label} deve essere un importo in centesimi` })
    .min(0, { error: greaterThanOrEqualMessage(0) })
    .max(MONEY_MAX_CENTS, { error: `Il campo ${label} non può superare ${formatMoney(MONEY_MAX_CENTS)}` });
