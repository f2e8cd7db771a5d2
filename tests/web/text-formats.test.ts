import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addTextFormats } from '../../domain/text-formats.ts';
import { portalI18nOptions } from '../../src/i18n/locale-files.ts';
import { i18n } from '../../src/i18n.ts';

const texts = {
  line: 'SAL del {{date, day}}: {{amount, money}} su {{works, number}} m²',
  moment: 'Aggiornato il {{at, dateTime}}',
  estimate: "Circa {{cost, euro}} l'anno dal {{from, longDay}}",
};

describe("values formatted through i18next in the portal's one voice", () => {
  const instance = i18next.createInstance();
  void instance.init({ ...portalI18nOptions, defaultNS: 'test', ns: ['test'], resources: { it: { test: texts } } });
  addTextFormats(instance);
  const t = instance.t.bind(instance) as (key: string, values: object) => string;

  it('writes money from cents, days in Rome and numbers with the thousands dot', () => {
    expect(t('test.line', { date: '2026-03-05T23:30:00Z', amount: 150050, works: 1234.5 })).toBe(
      'SAL del 06/03/2026: 1.500,50\u00a0€ su 1.234,5 m²',
    );
  });

  it('writes a moment, whole euro and a long day in Rome', () => {
    expect(t('test.moment', { at: new Date('2026-03-05T13:30:00Z') })).toBe('Aggiornato il 05/03/2026, 14:30');
    expect(t('test.estimate', { cost: 1234.6, from: '2026-03-05T12:00:00Z' })).toBe(
      "Circa 1.235\u00a0€ l'anno dal 5 marzo 2026",
    );
  });

  it("is what the portal's own instance knows", () => {
    i18n.addResourceBundle('it', 'format-probe', { amount: '{{value, money}}' });
    expect((i18n.t as (key: string, values: object) => string)('format-probe.amount', { value: 99 })).toBe(
      '0,99\u00a0€',
    );
  });
});
