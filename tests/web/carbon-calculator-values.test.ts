import { describe, expect, it } from 'vitest';
import { footprintInputSchema } from '../../domain/carbon/input.ts';
import {
  consumptionLine,
  initialCalculatorValues,
  measureLine,
  parseDecimal,
  validateCalculator,
  valuesOf,
  type CalculatorValues,
} from '../../src/resources/carbon-foot-print/calculator/calculator-values.ts';

const condominium = (changes: Partial<CalculatorValues> = {}): CalculatorValues => ({
  ...initialCalculatorValues(),
  buildingKind: 'condominium',
  heatedAreaSqm: '1.200',
  occupants: '30',
  dwellings: '12',
  consumption: [{ ...consumptionLine('naturalGas'), entry: 'euro', amountEur: '10.467,00' }],
  ...changes,
});

describe('the calculator form', () => {
  it('reads Italian decimals: 1.500,50 and 1.500 and 3,2; keeps what is not one as typed', () => {
    expect(parseDecimal('1.500,50')).toBe(1500.5);
    expect(parseDecimal('1.500')).toBe(1500);
    expect(parseDecimal('3,2')).toBe(3.2);
    expect(parseDecimal(' ')).toBeUndefined();
    expect(parseDecimal('dieci')).toBe('dieci');
    expect(parseDecimal('2.70')).toBe('2.70');
  });

  it('asks for a blank field by its name, refuses an ambiguous decimal and a figure beyond any household', () => {
    const validated = validateCalculator(
      condominium({
        occupants: '',
        heatedAreaSqm: '2.70',
        consumption: [{ ...consumptionLine('electricity'), quantity: '999.999.999.999.999' }],
      }),
    );
    expect(validated.ok ? [] : validated.errors).toEqual([
      {
        path: 'heatedAreaSqm',
        message: 'Scrivi i decimali con la virgola (ad esempio 2,70) e il punto solo per le migliaia (1.500)',
      },
      { path: 'occupants', message: 'Il campo Occupanti è richiesto' },
      { path: 'consumption.0.quantity', message: 'Il valore deve essere inferiore o uguale a 100.000.000' },
    ]);
  });

  it('prefills the tariff assumed for a source, in cents per unit, and sends euro as cents', () => {
    expect(consumptionLine('naturalGas').centsPerUnit).toBe('104,67');
    const validated = validateCalculator(condominium());
    expect(validated).toMatchObject({
      ok: true,
      input: {
        heatedAreaSqm: 1200,
        consumption: [{ source: 'naturalGas', entry: 'euro', amountCents: 1_046_700, centsPerUnit: 104.67 }],
        renovation: null,
      },
    });
  });

  it('puts the schema messages on the form fields: the euro amount, the tariff, the renovation lines', () => {
    const validated = validateCalculator(
      condominium({
        heatedAreaSqm: '0',
        consumption: [{ ...consumptionLine('naturalGas'), entry: 'euro', amountEur: '-1', centsPerUnit: '' }],
        withRenovation: true,
        measures: [{ ...measureLine('heatPump'), scop: '0,5' }],
      }),
    );
    expect(validated.ok ? [] : validated.errors).toEqual([
      { path: 'heatedAreaSqm', message: 'Il valore deve essere maggiore a 0' },
      { path: 'consumption.0.amountEur', message: 'Il campo Importo deve essere un importo in euro' },
      { path: 'consumption.0.centsPerUnit', message: "Indica la tariffa per convertire l'importo in consumo" },
      { path: 'measures.0.scop', message: 'Il valore deve essere maggiore o uguale a 1' },
    ]);
  });
});

describe('a saved footprint reopened in the calculator (edit, duplicate)', () => {
  it('shows every value of the input as the form types it, and reads back the same input', () => {
    const input = footprintInputSchema.parse({
      buildingKind: 'condominium',
      heatedAreaSqm: 1200.5,
      occupants: 30,
      dwellings: 12,
      photovoltaicKwh: 1500,
      consumption: [
        { source: 'naturalGas', entry: 'euro', amountCents: 1_046_700, centsPerUnit: 104.67 },
        { source: 'electricity', entry: 'units', quantity: 4000 },
      ],
      renovation: {
        measures: [
          { type: 'heatPump', scop: 3.2, replacedEfficiencyPercent: 90 },
          { type: 'manual', label: 'Valvole', savedKgCo2ePerYear: 120 },
        ],
        materials: [
          { kind: 'material', material: 'steel', kg: 800 },
          { kind: 'epd', label: 'Cappotto X', kgCo2e: 2500 },
        ],
      },
    });
    const values = valuesOf(input);
    expect(values).toMatchObject({
      heatedAreaSqm: '1.200,5',
      occupants: '30',
      photovoltaicKwh: '1.500',
      withRenovation: true,
      consumption: [
        { source: 'naturalGas', entry: 'euro', amountEur: '10.467,00', centsPerUnit: '104,67' },
        { source: 'electricity', entry: 'units', quantity: '4.000' },
      ],
    });
    expect(validateCalculator(values)).toEqual({ ok: true, input });
  });
});
