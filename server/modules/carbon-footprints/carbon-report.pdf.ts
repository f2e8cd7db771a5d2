import { formatEmissions, formatQuantity, formatYears } from '../../../domain/carbon/format.ts';
import { footprintGases, type FootprintGases, type FootprintResult } from '../../../domain/carbon/footprint.ts';
import type { FootprintInput } from '../../../domain/carbon/input.ts';
import { kwhConversionOf } from '../../../domain/carbon/use-emissions.ts';
import {
  ENERGY_EMISSION_FACTORS,
  ITALIAN_HOUSEHOLD,
  MATERIAL_EMISSION_FACTORS,
  type EmissionGas,
  type EnergySource,
} from '../../../domain/energy/emission-factors.ts';
import { formatDay, formatMoney } from '../../../domain/format.ts';
import { GREEN, heading, line, MARGIN, pdfDocument, row, WIDTH, type Doc } from '../../pdf/pdf-report.ts';
import { label } from './carbon-report-labels.ts';

export type ReportFootprint = {
  name: string;
  projectName: string | null;
  authorName: string;
  createdAt: string;
  input: FootprintInput;
  result: FootprintResult;
};

/** "12 famiglie italiane tipo", "1 famiglia italiana tipo". */
const households = (count: number) => label('result.benchmarkBuilding', { count });

/** "0,2014 kg CO2/kWh": a source's factor with what it counts. */
const factorOf = (source: EnergySource): string => {
  const factor = ENERGY_EMISSION_FACTORS[source];
  return label('result.kgPerKwh', { value: formatQuantity(factor.kgCo2ePerKwh, 4), gas: factor.gas });
};

/** Horizontal bars, one per labelled value, scaled on the largest. */
function bars(doc: Doc, items: readonly { label: string; kg: number; gas: EmissionGas }[]): void {
  const max = Math.max(1, ...items.map((item) => item.kg));
  for (const item of items) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor('black').text(item.label, MARGIN, y, { width: 150 });
    doc.rect(MARGIN + 155, y, Math.max(1, (item.kg / max) * 250), 10).fill(GREEN);
    doc.fillColor('black').text(formatEmissions(item.kg, item.gas), MARGIN + 410, y, { width: 85, align: 'right' });
    doc.x = MARGIN;
    doc.y = y + 16;
  }
}

/** Each line billed in Sm³, L or kg, turned into kWh with its net calorific value and then into emissions. */
function conversions(doc: Doc, lines: FootprintResult['lines']): void {
  const converted = lines.flatMap((item) => {
    const conversion = kwhConversionOf(item);
    return conversion ? [{ item, conversion }] : [];
  });
  if (converted.length === 0) return;
  doc.moveDown(0.4);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(label('report.conversion'), MARGIN, doc.y, { width: WIDTH });
  for (const { item, conversion } of converted) {
    line(
      doc,
      label('report.conversionLine', {
        source: label(`values.source.${item.source}`),
        quantity: formatQuantity(conversion.quantity),
        unit: conversion.unit,
        kWhPerUnit: formatQuantity(conversion.kWhPerUnit, 2),
        kWh: formatQuantity(conversion.kWh, 0),
        factor: factorOf(item.source),
        emissions: formatEmissions(item.kgCo2e, ENERGY_EMISSION_FACTORS[item.source].gas),
      }),
    );
    line(doc, label('report.conversionBasis', { unit: conversion.unit, basis: conversion.source }));
  }
}

function useSection(doc: Doc, { input, result }: ReportFootprint): void {
  const gases = footprintGases(result);
  heading(doc, label('report.use'));
  const widths = [130, 170, 105, 90];
  row(
    doc,
    [
      label('report.columns.source'),
      label('report.columns.quantity'),
      label('report.columns.factor'),
      label('report.columns.emissions'),
    ],
    widths,
    true,
  );
  for (const item of result.lines) {
    const euro = item.fromEuro
      ? ` (${label('report.fromEuro', { amount: formatMoney(item.fromEuro.amountCents), tariff: formatQuantity(item.fromEuro.centsPerUnit, 4), unit: item.unit })})`
      : '';
    row(
      doc,
      [
        label(`values.source.${item.source}`),
        `${formatQuantity(item.quantity)} ${item.unit}${euro}`,
        factorOf(item.source),
        formatEmissions(item.kgCo2e, ENERGY_EMISSION_FACTORS[item.source].gas),
      ],
      widths,
    );
  }
  conversions(doc, result.lines);
  doc.moveDown(0.4);
  line(doc, `${label('result.total')}: ${formatEmissions(result.totalKgCo2e, gases.use)}`);
  line(
    doc,
    `${label('result.perSqm')}: ${formatEmissions(result.perSqmKgCo2e, gases.use)} · ${label('result.perPerson')}: ${formatEmissions(result.perPersonKgCo2e, gases.use)}`,
  );
  line(doc, `${households(input.dwellings)}: ${formatEmissions(result.benchmark.buildingKgCo2e, gases.benchmark)}`);
  if (result.photovoltaicAvoidedKgCo2e > 0)
    line(
      doc,
      label('result.photovoltaicAvoided', {
        value: formatEmissions(result.photovoltaicAvoidedKgCo2e, gases.photovoltaic),
      }),
    );
  doc.moveDown(0.5);
  bars(doc, [
    ...result.lines.map((item) => ({
      label: label(`values.source.${item.source}`),
      kg: item.kgCo2e,
      gas: ENERGY_EMISSION_FACTORS[item.source].gas,
    })),
    { label: households(input.dwellings), kg: result.benchmark.buildingKgCo2e, gas: gases.benchmark },
  ]);
}

function renovationSection(
  doc: Doc,
  renovation: NonNullable<FootprintResult['renovation']>,
  before: number,
  gases: FootprintGases,
): void {
  heading(doc, label('report.renovation'));
  for (const measure of renovation.measures) {
    line(
      doc,
      `${measure.label ?? label(`values.measure.${measure.type}`)}: ${label('result.saved').toLowerCase()} ${formatEmissions(measure.savedKgCo2ePerYear, gases.use)}`,
    );
  }
  for (const material of renovation.materials) {
    const name =
      material.material === null
        ? (material.label ?? '')
        : `${label(`values.material.${material.material}`)}, ${formatQuantity(material.kg ?? 0, 0)} kg`;
    line(doc, `${name}: ${formatEmissions(material.kgCo2e, gases.works)}`);
  }
  doc.moveDown(0.4);
  line(doc, `${label('result.saved')}: ${formatEmissions(renovation.savedKgCo2ePerYear, gases.use)}`);
  line(doc, `${label('result.works')}: ${formatEmissions(renovation.worksKgCo2e, gases.works)}`);
  line(
    doc,
    `${label('result.payback')}: ${renovation.paybackYears === null ? label('result.never') : formatYears(renovation.paybackYears)}`,
  );
  doc.moveDown(0.5);
  bars(doc, [
    { label: label('result.before'), kg: before, gas: gases.use },
    { label: label('result.after'), kg: renovation.afterKgCo2e, gas: gases.use },
  ]);
}

function sourcesSection(doc: Doc, { input, result }: ReportFootprint): void {
  heading(doc, label('result.sources'));
  for (const item of input.consumption) {
    const factor = ENERGY_EMISSION_FACTORS[item.source];
    line(
      doc,
      `${label(`values.source.${item.source}`)}: ${factorOf(item.source)} (${factor.sourceValue}), ${factor.source}, ${String(factor.year)}`,
    );
  }
  for (const material of result.renovation?.materials ?? []) {
    if (material.material === null) continue;
    const factor = MATERIAL_EMISSION_FACTORS[material.material];
    line(
      doc,
      `${label(`values.material.${material.material}`)}: ${label('result.kgPerKg', { value: formatQuantity(factor.kgCo2ePerKg, 4) })}, ${factor.source}, ${String(factor.year)}`,
    );
  }
  line(doc, `${label('result.benchmark')}: ${ITALIAN_HOUSEHOLD.source}`);
  doc.moveDown(0.4);
  line(doc, label('report.method'));
}

/** The Italian PDF report of a saved footprint, as bytes. */
export function footprintReport(footprint: ReportFootprint, now: Date): Promise<Buffer> {
  const { doc, bytes } = pdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${label('report.title')}: ${footprint.name}` },
  });
  doc.font('Helvetica-Bold').fontSize(18).fillColor(GREEN).text(label('report.title'), { width: WIDTH });
  doc.font('Helvetica-Bold').fontSize(14).fillColor('black').text(footprint.name);
  line(doc, label('report.generated', { date: formatDay(now) }));
  doc.moveDown(0.3);
  line(doc, label('scope'));
  doc.moveDown(0.5);
  line(
    doc,
    `${label('report.building')}: ${label(`values.buildingKind.${footprint.input.buildingKind}`)}, ${formatQuantity(footprint.input.heatedAreaSqm, 0)} m², ${label('detail.occupants', { count: footprint.input.occupants })}, ${label('detail.dwellings', { count: footprint.input.dwellings })}`,
  );
  if (footprint.projectName) line(doc, `${label('report.project')}: ${footprint.projectName}`);
  line(
    doc,
    `${label('report.author')}: ${footprint.authorName} · ${label('fields.createdAt')} ${formatDay(footprint.createdAt)}`,
  );
  useSection(doc, footprint);
  if (footprint.result.renovation)
    renovationSection(doc, footprint.result.renovation, footprint.result.totalKgCo2e, footprintGases(footprint.result));
  sourcesSection(doc, footprint);
  doc.end();
  return bytes;
}
