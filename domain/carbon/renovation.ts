import { MATERIAL_EMISSION_FACTORS, type Material } from '../energy/emission-factors.ts';
import { ENVELOPE_MEASURES, type MaterialUse, type Measure, type MeasureType, type Renovation } from './input.ts';
import { COMBUSTION_SOURCES, HEATING_SOURCES } from './sources.ts';
import { emptyKwh, totalKgCo2e, type SourceKwh } from './use-emissions.ts';

/** A measure's own saving; `label` is the description of one entered by hand. */
export type MeasureSaving = { type: MeasureType; label: string | null; savedKgCo2ePerYear: number };
/** A material of the works from the table (`material`, by weight) or a product with its EPD (`label`). */
export type MaterialLine = { material: Material | null; label: string | null; kg: number | null; kgCo2e: number };

export type RenovationResult = {
  measures: MeasureSaving[];
  materials: MaterialLine[];
  /** Yearly emissions after the works (kg CO2e), never below zero. */
  afterKgCo2e: number;
  savedKgCo2ePerYear: number;
  /** Emissions of the works themselves: the materials' embodied carbon (kg CO2e). */
  worksKgCo2e: number;
  /** Years of savings that pay back the works' emissions; null when nothing is saved. */
  paybackYears: number | null;
};

type Step = (kWh: SourceKwh) => SourceKwh;

const cutHeating =
  (percent: number): Step =>
  (kWh) => {
    const next = { ...kWh };
    for (const source of HEATING_SOURCES) next[source] = kWh[source] * (1 - percent / 100);
    return next;
  };

/** The heat the burnt fuels delivered, now from a heat pump on grid electricity. */
const toHeatPump =
  (scop: number, replacedEfficiencyPercent: number): Step =>
  (kWh) => {
    const next = { ...kWh };
    const heat = COMBUSTION_SOURCES.reduce((sum, source) => sum + kWh[source] * (replacedEfficiencyPercent / 100), 0);
    for (const source of COMBUSTION_SOURCES) next[source] = 0;
    next.electricity = kWh.electricity + heat / scop;
    return next;
  };

/** Self-consumed production of new panels comes off the grid electricity (exports are not counted, location-based). */
const addPhotovoltaic =
  (kWp: number, yieldKwhPerKwp: number, selfConsumptionPercent: number): Step =>
  (kWh) => ({
    ...kWh,
    electricity: Math.max(0, kWh.electricity - kWp * yieldKwhPerKwp * (selfConsumptionPercent / 100)),
  });

function stepOf(measure: Exclude<Measure, { type: 'manual' }>): Step {
  switch (measure.type) {
    case 'heatPump':
      return toHeatPump(measure.scop, measure.replacedEfficiencyPercent);
    case 'photovoltaic':
      return addPhotovoltaic(measure.kWp, measure.yieldKwhPerKwp, measure.selfConsumptionPercent);
    default:
      return cutHeating(measure.heatingCutPercent);
  }
}

/** Envelope first (it lowers the heat a new generator must give), then the heat pump, then the panels. */
const ORDER: readonly MeasureType[] = [...ENVELOPE_MEASURES, 'heatPump', 'photovoltaic'];

export function materialLine(use: MaterialUse): MaterialLine {
  return use.kind === 'epd'
    ? { material: null, label: use.label, kg: null, kgCo2e: use.kgCo2e }
    : {
        material: use.material,
        label: null,
        kg: use.kg,
        kgCo2e: use.kg * MATERIAL_EMISSION_FACTORS[use.material].kgCo2ePerKg,
      };
}

export function applyRenovation(before: SourceKwh, renovation: Renovation): RenovationResult {
  const beforeKg = totalKgCo2e(before);
  const physical = renovation.measures
    .filter((m): m is Exclude<Measure, { type: 'manual' }> => m.type !== 'manual')
    .sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
  const measures: MeasureSaving[] = [];
  let kWh: SourceKwh = { ...emptyKwh(), ...before };
  for (const measure of physical) {
    const next = stepOf(measure)(kWh);
    measures.push({ type: measure.type, label: null, savedKgCo2ePerYear: totalKgCo2e(kWh) - totalKgCo2e(next) });
    kWh = next;
  }
  let afterKg = totalKgCo2e(kWh);
  for (const measure of renovation.measures) {
    if (measure.type !== 'manual') continue;
    const saved = Math.min(afterKg, measure.savedKgCo2ePerYear);
    measures.push({ type: 'manual', label: measure.label, savedKgCo2ePerYear: saved });
    afterKg -= saved;
  }
  const materials = renovation.materials.map(materialLine);
  const worksKgCo2e = materials.reduce((sum, line) => sum + line.kgCo2e, 0);
  const saved = beforeKg - afterKg;
  return {
    measures,
    materials,
    afterKgCo2e: afterKg,
    savedKgCo2ePerYear: saved,
    worksKgCo2e,
    paybackYears: saved > 0 ? worksKgCo2e / saved : null,
  };
}
