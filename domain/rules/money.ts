/** Money is integer cents end to end; VAT is a whole percentage, rounded half up to the cent. */
export interface PriceBreakdown {
  netCents: number;
  vatCents: number;
  totalCents: number;
}

export function priceWithVat(netCents: number, vatPercentage: number): PriceBreakdown {
  if (!Number.isInteger(netCents) || netCents < 0) throw new RangeError('netCents must be a non-negative integer');
  if (!Number.isInteger(vatPercentage) || vatPercentage < 0 || vatPercentage > 100) throw new RangeError('vatPercentage must be 0-100');
  const vatCents = Math.round((netCents * vatPercentage) / 100);
  return { netCents, vatCents, totalCents: netCents + vatCents };
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** '1.234,56 €' in the it-IT format. */
export const formatEuro = (cents: number): string => euro.format(cents / 100);
