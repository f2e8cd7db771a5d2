import { z } from 'zod';
import { ENERGY_SOURCES, MATERIALS } from '../energy/emission-factors.ts';
import { formatNumber } from '../format.ts';
import { parseItalianDecimal } from '../rules/decimal.ts';
import { moneyCents } from '../rules/money.ts';
import {
  greaterThanMessage,
  greaterThanOrEqualMessage,
  lessThanOrEqualMessage,
  requiredMessage,
} from '../rules/messages.ts';
import { requiredTextOf } from '../rules/text.ts';

export const BUILDING_KINDS = ['home', 'condominium'] as const;
export type BuildingKind = (typeof BUILDING_KINDS)[number];

export const TARIFF_REQUIRED = "Indica la tariffa per convertire l'importo in consumo";
export const SOURCE_REPEATED = 'Ogni fonte di energia può comparire una sola volta';
export const NUMBER_EXPECTED = 'Il valore deve essere un numero';

/**
 * The largest yearly quantity, mass or emission a field takes: beyond it the figures mean nothing (and overlap on
 * screen), and near 2^53 the sums would no longer be exact.
 */
export const QUANTITY_MAX = 100_000_000;
/** The smallest tariff in euro cents per unit: below it, an amount in euro would turn into an absurd use. */
export const TARIFF_MIN_CENTS = 0.01;

/**
 * A number field: blank says the field is needed (the spec's required message, with its label), text that is not an
 * Italian decimal says why (`2.70`: the comma for decimals), anything else that it must be a number.
 */
const number = (field: string) =>
  z.number({
    error: (issue) => {
      if (issue.input === undefined || issue.input === null) return requiredMessage(field);
      const typed = typeof issue.input === 'string' ? parseItalianDecimal(issue.input) : undefined;
      return typed !== undefined && 'error' in typed ? typed.error : NUMBER_EXPECTED;
    },
  });
const atLeastZero = (field: string) => number(field).min(0, { error: greaterThanOrEqualMessage(0) });
const aboveZero = (field: string) => number(field).gt(0, { error: greaterThanMessage(0) });
const bounded = (field: string) =>
  atLeastZero(field).max(QUANTITY_MAX, { error: lessThanOrEqualMessage(formatNumber(QUANTITY_MAX)) });
const percent = (field: string) => atLeastZero(field).max(100, { error: lessThanOrEqualMessage(100) });
const count = (field: string) =>
  number(field)
    .int({ error: NUMBER_EXPECTED })
    .min(1, { error: greaterThanOrEqualMessage(1) })
    .max(10000, { error: lessThanOrEqualMessage(formatNumber(10000)) });
const label = (field: string) => requiredTextOf(field, 120);

/**
 * Yearly use of one source: as units read on the bills, or as the euro paid with the tariff that turns them into units.
 */
export const consumptionSchema = z.discriminatedUnion(
  'entry',
  [
    z.object({ source: z.enum(ENERGY_SOURCES), entry: z.literal('units'), quantity: bounded('Consumo') }),
    z.object({
      source: z.enum(ENERGY_SOURCES),
      entry: z.literal('euro'),
      /** Money in integer cents (DESIGN.md). */
      amountCents: moneyCents('Importo'),
      /** Euro cents per unit (c€/kWh, c€/Sm³...), the way ARERA prints tariffs. */
      centsPerUnit: z
        .number({
          error: (issue) => (issue.input === undefined || issue.input === null ? TARIFF_REQUIRED : NUMBER_EXPECTED),
        })
        .min(TARIFF_MIN_CENTS, { error: greaterThanOrEqualMessage(TARIFF_MIN_CENTS) })
        .max(1_000_000, { error: lessThanOrEqualMessage(formatNumber(1_000_000)) }),
    }),
  ],
  { error: 'Indicare consumi in unità o in euro' },
);
export type Consumption = z.infer<typeof consumptionSchema>;

export const ENVELOPE_MEASURES = ['wallInsulation', 'roofInsulation', 'newWindows'] as const;
export const MEASURE_TYPES = [...ENVELOPE_MEASURES, 'heatPump', 'photovoltaic', 'manual'] as const;
export type MeasureType = (typeof MEASURE_TYPES)[number];

export const measureSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.enum(ENVELOPE_MEASURES), heatingCutPercent: percent('Riduzione del riscaldamento') }),
    z.object({
      type: z.literal('heatPump'),
      /** Seasonal coefficient of performance of the heat pump. */
      scop: number('SCOP')
        .min(1, { error: greaterThanOrEqualMessage(1) })
        .max(8, { error: lessThanOrEqualMessage(8) }),
      /** Seasonal efficiency of the generator it replaces. */
      replacedEfficiencyPercent: number('Rendimento del generatore sostituito')
        .min(30, { error: greaterThanOrEqualMessage(30) })
        .max(110, { error: lessThanOrEqualMessage(110) }),
    }),
    z.object({
      type: z.literal('photovoltaic'),
      kWp: aboveZero('Potenza (kWp)').max(1000, { error: lessThanOrEqualMessage(1000) }),
      yieldKwhPerKwp: atLeastZero('Producibilità').max(2000, { error: lessThanOrEqualMessage(2000) }),
      selfConsumptionPercent: percent('Autoconsumo'),
    }),
    z.object({ type: z.literal('manual'), label: label('Descrizione'), savedKgCo2ePerYear: bounded('Risparmio') }),
  ],
  { error: 'Intervento non valido' },
);
export type Measure = z.infer<typeof measureSchema>;

/** A material of the works by weight (factor from the table), or a product whose EPD gives its emissions directly. */
export const materialUseSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('material'),
      material: z.enum(MATERIALS, { error: 'Materiale non valido' }),
      kg: bounded('Quantità'),
    }),
    z.object({ kind: z.literal('epd'), label: label('Prodotto'), kgCo2e: bounded('Emissioni') }),
  ],
  { error: 'Materiale non valido' },
);
export type MaterialUse = z.infer<typeof materialUseSchema>;

export const renovationSchema = z.object({
  measures: z.array(measureSchema).max(10),
  materials: z.array(materialUseSchema).max(30),
});
export type Renovation = z.infer<typeof renovationSchema>;

/** What the calculator takes: one home or one condominium, its yearly use and, optionally, the renovation planned. */
export const footprintInputSchema = z.object({
  buildingKind: z.enum(BUILDING_KINDS, { error: 'Tipo di edificio non valido' }),
  heatedAreaSqm: number('Superficie riscaldata')
    .gt(0, { error: greaterThanMessage(0), abort: true })
    .min(1, { error: greaterThanOrEqualMessage(1) })
    .max(1_000_000, { error: lessThanOrEqualMessage(formatNumber(1_000_000)) }),
  occupants: count('Occupanti'),
  dwellings: count('Unità abitative'),
  consumption: z
    .array(consumptionSchema)
    .max(ENERGY_SOURCES.length)
    .superRefine((lines, ctx) => {
      lines.forEach((line, index) => {
        if (lines.findIndex((other) => other.source === line.source) !== index) {
          ctx.addIssue({ code: 'custom', message: SOURCE_REPEATED, path: [index, 'source'] });
        }
      });
    }),
  /** Own photovoltaic production (kWh/year): its self-consumption is already off the bills. */
  photovoltaicKwh: bounded('Produzione fotovoltaica').default(0),
  renovation: renovationSchema.nullable().default(null),
});
export type FootprintInput = z.infer<typeof footprintInputSchema>;
export type FootprintInputDraft = z.input<typeof footprintInputSchema>;
