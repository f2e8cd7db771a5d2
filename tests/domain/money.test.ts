import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/format.ts';
import { moneyCents, parseEuro } from '../../domain/rules/money.ts';

describe('money in integer cents', () => {
  it.each([
    ['1.500,50', 150_050],
    ['1500,50', 150_050],
    ['1500,5', 150_050],
    ['1.500', 150_000],
    ['1500', 150_000],
    ['0,07', 7],
    ['1.234.567,89', 123_456_789],
    [' 12 € ', 1200],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuro(text, 'Importo')).toEqual({ cents });
  });

  it.each([
    ['1.50050', 'Il campo Importo deve essere un importo in euro'],
    ['1500.50', 'Il campo Importo deve essere un importo in euro'],
    ['1,500.50', 'Il campo Importo deve essere un importo in euro'],
    ['12,345', 'Il campo Importo può avere al massimo due decimali'],
    ['-1', 'Il campo Importo deve essere un importo in euro'],
    ['mille', 'Il campo Importo deve essere un importo in euro'],
    ['1.000.000.000.000', 'Il campo Importo non può superare 999.999.999.999,99\u00a0€'],
  ])('refuses %j: %s', (text, error) => {
    expect(parseEuro(text, 'Importo')).toEqual({ error });
  });

  it('formats cents it-IT and takes only whole cents', () => {
    expect(formatMoney(150_050)).toBe('1.500,50\u00a0€');
    expect(moneyCents('Importo').safeParse(150_050).success).toBe(true);
    expect(moneyCents('Importo').safeParse(1500.5).error?.issues[0]?.message).toBe(
      'Il campo Importo deve essere un importo in centesimi',
    );
  });
});
