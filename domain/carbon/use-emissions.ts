import { ENERGY_EMISSION_FACTORS, ENERGY_SOURCES, type EnergySource } from '../energy/emission-factors.ts';
import type { Consumption } from './input.ts';
import { sourceUnit } from './sources.ts';

/** One source's yearly use and emissions. */
export type SourceLine = {
  source: EnergySource;
  /** Use in the billing unit. */
  quantity: number;
  unit: string;
  kWh: number;
  kgCo2e: number;
  /** The bill and tariff the quantity was derived from, when entered as euro. */
  fromEuro: { amountCents: number; centsPerUnit: number } | null;
};

/** kWh per source: the shape the renovation measures work on. */
export type SourceKwh = Readonly<Record<EnergySource, number>>;

export const emptyKwh = (): Record<EnergySource, number> =>
  Object.fromEntries(ENERGY_SOURCES.map((source) => [source, 0])) as Record<EnergySource, number>;

/** Units of a consumption line: as entered, or the bill divided by the tariff. */
export function quantityOf(line: Consumption): number {
  return line.entry === 'units' ? line.quantity : line.amountCents / line.centsPerUnit;
}

export const kgCo2eOf = (source: EnergySource, kWh: number): number => kWh * ENERGY_EMISSION_FACTORS[source].kgCo2ePerKwh;

export function sourceLine(line: Consumption): SourceLine {
  const { unit, kWhPerUnit } = sourceUnit(line.source);
  const quantity = quantityOf(line);
  const kWh = quantity * kWhPerUnit;
  return {
    source: line.source,
    quantity,
    unit,
    kWh,
    kgCo2e: kgCo2eOf(line.source, kWh),
    fromEuro: line.entry === 'euro' ? { amountCents: line.amountCents, centsPerUnit: line.centsPerUnit } : null,
  };
}

export function kwhBySource(lines: readonly SourceLine[]): Record<EnergySource, number> {
  const kWh = emptyKwh();
  for (const line of lines) kWh[line.source] += line.kWh;
  return kWh;
}

export const totalKgCo2e = (kWh: SourceKwh): number =>
  ENERGY_SOURCES.reduce((sum, source) => sum + kgCo2eOf(source, kWh[source]), 0);
