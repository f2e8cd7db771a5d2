import {
  footprintInputSchema,
  formatQuantity,
  sourceUnit,
  type BuildingKind,
  type FootprintInput,
  type Measure,
  type MeasureType,
} from '../../../../domain/carbon/index.ts';
import { formatMoneyInput } from '../../../../domain/format.ts';
import type { EnergySource, Material } from '../../../../domain/energy/emission-factors.ts';
import { parseItalianDecimal } from '../../../../domain/rules/decimal.ts';
import { parseEuro } from '../../../../domain/rules/money.ts';

/** What the calculator's form holds: numbers as typed (Italian decimals), euro rather than cents. */
export type ConsumptionValues = {
  source: EnergySource;
  entry: 'units' | 'euro';
  quantity: string;
  amountEur: string;
  centsPerUnit: string;
};
export type MeasureValues = {
  type: MeasureType;
  heatingCutPercent: string;
  scop: string;
  replacedEfficiencyPercent: string;
  kWp: string;
  yieldKwhPerKwp: string;
  selfConsumptionPercent: string;
  label: string;
  savedKgCo2ePerYear: string;
};
export type MaterialValues = {
  kind: 'material' | 'epd';
  material: Material;
  kg: string;
  label: string;
  kgCo2e: string;
};
export type CalculatorValues = {
  buildingKind: BuildingKind;
  heatedAreaSqm: string;
  occupants: string;
  dwellings: string;
  consumption: ConsumptionValues[];
  photovoltaicKwh: string;
  withRenovation: boolean;
  measures: MeasureValues[];
  materials: MaterialValues[];
};

/**
 * "1.500,50" -> 1500.5; "1.500" -> 1500; blank -> undefined (the schema then says the field is needed); what does not
 * read as an Italian decimal ("2.70") goes as typed, for the schema to say why (domain/rules/decimal.ts).
 */
export function parseDecimal(text: string): number | string | undefined {
  const parsed = parseItalianDecimal(text);
  return parsed === undefined ? undefined : 'value' in parsed ? parsed.value : text;
}

export const consumptionLine = (source: EnergySource): ConsumptionValues => ({
  source,
  entry: 'units',
  quantity: '',
  amountEur: '',
  centsPerUnit: formatQuantity(sourceUnit(source).defaultCentsPerUnit, 4),
});

/** Defaults of each measure: assumptions shown in the form and editable (PVGIS-like yield, typical SCOP). */
export const measureLine = (type: MeasureType): MeasureValues => ({
  type,
  heatingCutPercent: type === 'newWindows' ? '10' : type === 'roofInsulation' ? '15' : '25',
  scop: '3,2',
  replacedEfficiencyPercent: '90',
  kWp: '3',
  yieldKwhPerKwp: '1300',
  selfConsumptionPercent: '40',
  label: '',
  savedKgCo2ePerYear: '',
});

export const materialLine = (kind: MaterialValues['kind']): MaterialValues => ({
  kind,
  material: 'eps',
  kg: '',
  label: '',
  kgCo2e: '',
});

export const initialCalculatorValues = (): CalculatorValues => ({
  buildingKind: 'home',
  heatedAreaSqm: '',
  occupants: '',
  dwellings: '1',
  consumption: [consumptionLine('electricity'), consumptionLine('naturalGas')],
  photovoltaicKwh: '0',
  withRenovation: false,
  measures: [],
  materials: [],
});

const num = (text: string) => parseDecimal(text);
/** Euro as typed to cents; what does not read as an amount goes as typed, for the schema to say why. */
const centsOf = (text: string): number | string | undefined => {
  if (text.trim() === '') return undefined;
  const parsed = parseEuro(text, 'Importo');
  return 'cents' in parsed ? parsed.cents : text;
};

function measureInput(m: MeasureValues) {
  switch (m.type) {
    case 'heatPump':
      return { type: m.type, scop: num(m.scop), replacedEfficiencyPercent: num(m.replacedEfficiencyPercent) };
    case 'photovoltaic':
      return {
        type: m.type,
        kWp: num(m.kWp),
        yieldKwhPerKwp: num(m.yieldKwhPerKwp),
        selfConsumptionPercent: num(m.selfConsumptionPercent),
      };
    case 'manual':
      return { type: m.type, label: m.label, savedKgCo2ePerYear: num(m.savedKgCo2ePerYear) };
    default:
      return { type: m.type, heatingCutPercent: num(m.heatingCutPercent) };
  }
}

/** The API's input from the form: euro to cents, Italian decimals to numbers. */
export function inputOf(values: CalculatorValues): unknown {
  return {
    buildingKind: values.buildingKind,
    heatedAreaSqm: num(values.heatedAreaSqm),
    occupants: num(values.occupants),
    dwellings: num(values.dwellings),
    consumption: values.consumption.map((line) =>
      line.entry === 'units'
        ? { source: line.source, entry: 'units', quantity: num(line.quantity) }
        : {
            source: line.source,
            entry: 'euro',
            centsPerUnit: num(line.centsPerUnit),
            amountCents: centsOf(line.amountEur),
          },
    ),
    photovoltaicKwh: num(values.photovoltaicKwh) ?? 0,
    renovation: values.withRenovation
      ? {
          measures: values.measures.map(measureInput),
          materials: values.materials.map((m) =>
            m.kind === 'material'
              ? { kind: 'material', material: m.material, kg: num(m.kg) }
              : { kind: 'epd', label: m.label, kgCo2e: num(m.kgCo2e) },
          ),
        }
      : null,
  };
}

/** A schema issue's path as the form's field name (`consumption.0.amountCents` -> `consumption.0.amountEur`). */
export function formPathOf(path: string): string {
  return path.replace(/^renovation\.(measures|materials)/, '$1').replace(/amountCents$/, 'amountEur');
}

export type Validated =
  { ok: true; input: FootprintInput } | { ok: false; errors: { path: string; message: string }[] };

/** The shared schema of the server, run before any call: the same Italian messages, on the form's fields. */
export function validateCalculator(values: CalculatorValues): Validated {
  const parsed = footprintInputSchema.safeParse(inputOf(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => ({ path: formPathOf(issue.path.join('.')), message: issue.message })),
  };
}

const typed = (value: number): string => formatQuantity(value, 4);

function measureValues(measure: Measure): MeasureValues {
  const line = measureLine(measure.type);
  switch (measure.type) {
    case 'heatPump':
      return {
        ...line,
        scop: typed(measure.scop),
        replacedEfficiencyPercent: typed(measure.replacedEfficiencyPercent),
      };
    case 'photovoltaic':
      return {
        ...line,
        kWp: typed(measure.kWp),
        yieldKwhPerKwp: typed(measure.yieldKwhPerKwp),
        selfConsumptionPercent: typed(measure.selfConsumptionPercent),
      };
    case 'manual':
      return { ...line, label: measure.label, savedKgCo2ePerYear: typed(measure.savedKgCo2ePerYear) };
    default:
      return { ...line, heatingCutPercent: typed(measure.heatingCutPercent) };
  }
}

/** A saved footprint's input as the form shows it, Italian decimals and euro: what edit and duplicate reopen. */
export function valuesOf(input: FootprintInput): CalculatorValues {
  return {
    buildingKind: input.buildingKind,
    heatedAreaSqm: typed(input.heatedAreaSqm),
    occupants: typed(input.occupants),
    dwellings: typed(input.dwellings),
    consumption: input.consumption.map((line) =>
      line.entry === 'units'
        ? { ...consumptionLine(line.source), quantity: typed(line.quantity) }
        : {
            ...consumptionLine(line.source),
            entry: 'euro',
            amountEur: formatMoneyInput(line.amountCents),
            centsPerUnit: typed(line.centsPerUnit),
          },
    ),
    photovoltaicKwh: typed(input.photovoltaicKwh),
    withRenovation: input.renovation !== null,
    measures: input.renovation?.measures.map(measureValues) ?? [],
    materials:
      input.renovation?.materials.map((use) =>
        use.kind === 'material'
          ? { ...materialLine('material'), material: use.material, kg: typed(use.kg) }
          : { ...materialLine('epd'), label: use.label, kgCo2e: typed(use.kgCo2e) },
      ) ?? [],
  };
}
