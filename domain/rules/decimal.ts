/**
 * The portal's one reading of a decimal number typed the Italian way: `1.500,50`, `1500,5`, `1.500` and `1500`; a dot
 * only groups thousands (in threes), a comma starts the decimals. `2.70`, `1.5` and `1,500.5` are ambiguous and refused
 * with a message (never silently read as 2,7 or 1500), as `parseEuro` does for money.
 */

export const DECIMAL_AMBIGUOUS =
  'Scrivi i decimali con la virgola (ad esempio 2,70) e il punto solo per le migliaia (1.500)';
export const DECIMAL_INVALID = 'Il valore deve essere un numero';

const italianDecimal = /^-?(?:\d+|\d{1,3}(?:\.\d{3})+)(?:,\d+)?$/;

/** What a typed decimal means: the number, the Italian reason it is refused, or undefined when blank. */
export function parseItalianDecimal(text: string): { value: number } | { error: string } | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  if (italianDecimal.test(trimmed)) return { value: Number(trimmed.replace(/\./g, '').replace(',', '.')) };
  return { error: /^-?[\d.,]+$/.test(trimmed) ? DECIMAL_AMBIGUOUS : DECIMAL_INVALID };
}
