import {
  ENERGY_EMISSION_FACTORS,
  ENERGY_SOURCES,
  type EmissionGas,
  type EnergySource,
} from '../energy/emission-factors.ts';
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

export const kgCo2eOf = (source: EnergySource, kWh: number): number =>
  kWh * ENERGY_EMISSION_FACTORS[source].kgCo2ePerKwh;

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

/**
 * What a sum of these sources' emissions counts: CO2 when every factor is CO2 alone (ISPRA's), CO2-equivalent as soon
 * as one factor is (a CO2-only figure added to a CO2e one is at most CO2e). No source at all is CO2.
 */
export const emissionGasOf = (sources: readonly EnergySource[]): EmissionGas =>
  sources.some((source) => ENERGY_EMISSION_FACTORS[source].gas === 'CO2e') ? 'CO2e' : 'CO2';

/** One line's conversion to kWh, when its unit is not already the kWh: what the report prints to follow the figures. */
export type KwhConversion = { quantity: number; unit: string; kWhPerUnit: number; kWh: number; source: string };

export function kwhConversionOf(line: SourceLine): KwhConversion | null {
  const { kWhPerUnit, kWhPerUnitSource } = sourceUnit(line.source);
  return kWhPerUnitSource === null
    ? null
    : { quantity: line.quantity, unit: line.unit, kWhPerUnit, kWh: line.kWh, source: kWhPerUnitSource };
}
